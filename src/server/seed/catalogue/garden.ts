import { item, M, root, topic } from '../catalogue-types';

// Outdoor goods: solar lights are the volume line, statues the heavy (resin, cement) one.
const GARDEN = ['GN', 'MC', 'BR', 'BL', 'BK'] as const;

export const garden = root('006', 'garden', 'Garden & Outdoor', '花园户外', [
  topic('Solar Lights', '太阳能灯', {
    children: [
      topic('Solar Path Lights', '太阳能路径灯', {
        items: [
          item('Solar Path Light', '太阳能草坪灯', 'lantern', [1.2, 9], [30, 40, 60], {
            light: 1,
            electric: true,
            material: M.plastic,
            colors: ['BK', 'SV'],
            set: [1, 4, 6],
            vol: 0.03,
          }),
        ],
      }),
      topic('Solar String Lights', '太阳能灯串', {
        items: [item('Solar Globe String Lights', '太阳能圆球灯串', 'lightstring', [2, 12], [5, 7, 12, 22], { sizeUnit: 'm', light: 1, electric: true, colors: ['WH', 'MC'] })],
      }),
      topic('Solar Lanterns', '太阳能灯笼', {
        items: [item('Hanging Solar Lantern', '悬挂太阳能灯笼', 'lantern', [2.5, 15], [20, 25, 35], { light: 1, electric: true, material: M.metal, colors: ['BK', 'BR'] })],
      }),
    ],
  }),
  topic('Garden Statues', '花园雕像', {
    items: [
      item('Garden Gnome', '花园小矮人', 'gnome', [2, 25], [20, 30, 40, 60], { material: M.resin, colors: ['RD', 'BL', 'GN'], light: 0.88, density: 0.2 }),
      item('Owl Statue', '猫头鹰雕像', 'birdhouse', [3, 30], [20, 30, 45], { material: M.cement, colors: ['BR', 'NT'], light: 0.95, density: 0.4 }),
    ],
  }),
  topic('Bird Feeders & Houses', '鸟屋与喂鸟器', {
    items: [
      item('Birdhouse', '鸟屋', 'birdhouse', [2, 15], [15, 20, 25, 30], { light: 0.35, material: M.wood, colors: ['NT', 'BL', 'RD'] }),
      item('Hanging Bird Feeder', '悬挂喂鸟器', 'birdhouse', [1.5, 12], [15, 20, 30], { material: M.metal, colors: ['GN', 'BK'] }),
    ],
  }),
  topic('Wind Chimes & Spinners', '风铃与风车', {
    items: [
      item('Wind Chime', '风铃', 'bell', [1, 12], [40, 60, 80], { vol: 0.03, light: 0.53, material: M.metal, colors: ['SV', 'NT', 'BL'] }),
      item('Metal Wind Spinner', '金属风车', 'sunflower', [3, 22], [30, 45, 60], { light: 0.5, material: M.metal, colors: GARDEN }),
    ],
  }),
  topic('Garden Stakes', '花园插件', {
    items: [
      item('Butterfly Garden Stake', '蝴蝶插地装饰', 'butterfly', [0.2, 2.5], [30, 45, 60], { light: 0.88, material: M.metal, colors: ['MC', 'BL'], set: [1, 3, 6], vol: 0.03 }),
      item('Flower Garden Stake', '花朵插地装饰', 'flower', [0.2, 3], [40, 60, 80], { material: M.metal, colors: ['MC', 'RD', 'PK'], light: 0.95, vol: 0.03 }),
    ],
  }),
  topic('Planters & Pots', '花盆与花架', {
    items: [
      item('Terracotta Pot', '陶土花盆', 'vase', [0.3, 8], [8, 12, 15, 20, 30], { material: M.terracotta, colors: ['BR', 'NT'], set: [1, 3], density: 0.7 }),
      item('Hanging Planter', '吊篮花盆', 'vase', [0.8, 6], [15, 20, 25], { material: M.rattan, colors: ['NT', 'WH'] }),
    ],
  }),
  topic('Flags & Windsocks', '花园旗与风袋', {
    items: [
      item('Garden Flag', '花园旗', 'bunting', [0.3, 2], [30, 45], { material: M.polyester, colors: GARDEN, vol: 0.001, packs: ['PB'] }),
      item('Windsock', '风袋', 'bunting', [0.5, 3], [60, 90, 150], { material: M.nylon, colors: ['MC'], vol: 0.0005, packs: ['PB'] }),
    ],
  }),
  topic('Outdoor Lanterns', '户外灯笼', {
    items: [
      item('Candle Lantern', '蜡烛灯笼', 'lantern', [2, 20], [25, 35, 50, 65], {
        material: M.iron,
        colors: ['BK', 'BR', 'WH'],
        light: 0.95,
        lit: { en: 'with LED Candle', zh: '配LED蜡烛' },
      }),
    ],
  }),
]);
