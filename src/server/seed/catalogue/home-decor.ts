import { byMaterial, item, M, root, topic } from '../catalogue-types';

// Year-round goods: they keep the factories busy between the seasons (root 003, a top topic).
const NEUTRAL = ['WH', 'NT', 'GD', 'GN', 'BL'] as const;

const vases = [
  item('Vase', '花瓶', 'vase', [1, 18], [15, 20, 25, 30, 40], { light: 0.2, colors: NEUTRAL, density: 0.4 }),
  item('Bud Vase', '小口花瓶', 'vase', [0.5, 4], [10, 12, 15], { colors: NEUTRAL, density: 0.4, set: [1, 3] }),
  item('Planter Pot', '花盆', 'vase', [1, 15], [10, 15, 20, 25], { colors: NEUTRAL, density: 0.4 }),
];

export const homeDecor = root('003', 'home', 'Home Décor', '家居装饰', [
  topic('Vases & Planters', '花瓶与花盆', {
    items: vases,
    children: byMaterial(['Ceramic Vases', '陶瓷花瓶', M.ceramic], ['Glass Vases', '玻璃花瓶', M.glass], ['Metal Vases', '金属花瓶', M.metal]),
  }),
  topic('Candles & Holders', '蜡烛与烛台', {
    children: [
      topic('Scented Candles', '香薰蜡烛', {
        items: [item('Scented Candle in Glass Jar', '玻璃杯香薰蜡烛', 'candle', [0.8, 8], [6, 8, 10], { material: M.soy, colors: NEUTRAL, packs: ['GB', 'CB'], density: 0.7 })],
      }),
      topic('LED Candles', 'LED蜡烛', {
        items: [
          item('Flameless LED Candle with Timer', '带定时无焰LED蜡烛', 'candle', [0.5, 7], [7.5, 10, 12.5, 15], {
            light: 1,
            electric: true,
            material: M.plastic,
            colors: ['WH', 'NT'],
            set: [1, 3],
          }),
        ],
      }),
      topic('Tealight Holders', '茶蜡烛台', {
        items: [item('Tealight Holder', '茶蜡烛台', 'candle', [0.15, 1.5], [6, 8, 10], { material: M.glass, colors: NEUTRAL, set: [1, 6], density: 0.5 })],
      }),
    ],
  }),
  topic('Artificial Flowers & Plants', '仿真花与植物', {
    children: [
      topic('Silk Flowers', '仿真丝花', {
        items: [
          item('Rose Stem', '玫瑰单支', 'flower', [0.1, 1.2], [30, 45, 60], { light: 0.3, material: M.silk, colors: ['RD', 'PK', 'WH'], packs: ['PB'], vol: 0.002 }),
          item('Peony Bouquet', '牡丹花束', 'flower', [1, 6], [35, 45, 55], { light: 0.35, material: M.silk, colors: ['PK', 'WH', 'PU'], vol: 0.05 }),
        ],
      }),
      topic('Greenery & Succulents', '绿植与多肉', {
        items: [
          item('Potted Succulent', '盆栽多肉', 'vase', [0.3, 3], [8, 10, 15], { light: 0.2, material: M.plastic, colors: ['GN'], set: [1, 3] }),
          item('Eucalyptus Spray', '尤加利叶枝', 'leaf', [0.2, 1.5], [40, 60, 80], { light: 0.25, material: M.plastic, colors: ['GN'], vol: 0.002 }),
        ],
      }),
    ],
  }),
  topic('Photo Frames & Wall Art', '相框与挂画', {
    items: [
      item('Photo Frame', '相框', 'frame', [0.5, 8], [10, 13, 18, 20, 25], { light: 0.18, material: M.wood, colors: ['NT', 'WH', 'BK', 'GD'], vol: 0.08, density: 0.5 }),
      item('Canvas Wall Art', '油画布挂画', 'frame', [2, 25], [30, 40, 60, 80], { light: 0.45, material: M.fabric, colors: ['MC'], vol: 0.05 }),
      item('Metal Wall Décor', '金属墙饰', 'star', [3, 30], [40, 60, 80], { light: 0.5, material: M.iron, colors: ['BK', 'GD'], vol: 0.05 }),
    ],
  }),
  topic('Cushions & Throws', '抱枕与毯子', {
    items: [
      item('Cushion Cover', '抱枕套', 'cushion', [0.6, 5], [40, 45, 50], { light: 0.2, material: M.velvet, colors: NEUTRAL, vol: 0.005, packs: ['PB'] }),
      item('Knitted Throw Blanket', '针织毯', 'cushion', [5, 22], [127, 150], { material: M.polyester, colors: NEUTRAL, vol: 0.0015 }),
    ],
  }),
  topic('Storage & Baskets', '收纳与篮子', {
    items: [
      item('Woven Storage Basket', '编织收纳篮', 'basket', [1.5, 18], [20, 30, 40], { material: M.seagrass, colors: ['NT'], set: [1, 3], vol: 0.2 }),
      item('Storage Box with Lid', '带盖收纳盒', 'gift', [1, 12], [15, 20, 30], { light: 0.13, material: M.wood, colors: ['NT', 'WH'], set: [1, 3] }),
    ],
  }),
  topic('Lanterns & Lamps', '灯笼与台灯', {
    items: [
      item('Decorative Lantern', '装饰灯笼', 'lantern', [2, 24], [20, 30, 45, 60], {
        light: 0.95,
        lit: { en: 'with LED Candle', zh: '配LED蜡烛' },
        material: M.metal,
        colors: ['BK', 'GD', 'WH'],
      }),
      item('Table Lamp', '台灯', 'lantern', [8, 45], [30, 40, 55], { light: 1, electric: true, material: M.ceramic, colors: NEUTRAL, density: 0.4 }),
    ],
  }),
  topic('Mirrors & Trays', '镜子与托盘', {
    items: [
      item('Round Wall Mirror', '圆形壁镜', 'frame', [5, 40], [40, 50, 60, 80], { light: 0.44, material: M.rattan, colors: ['NT', 'GD', 'BK'], vol: 0.08, density: 0.2 }),
      item('Serving Tray', '托盘', 'frame', [1.5, 12], [30, 40, 50], { material: M.wood, colors: ['NT', 'WH'], vol: 0.1 }),
    ],
  }),
  topic('Tabletop Figurines', '桌面摆件', {
    items: [
      item('Animal Figurine', '动物摆件', 'bunny', [1, 14], [10, 15, 20, 30], { light: 0.35, material: M.ceramic, colors: NEUTRAL, density: 0.5 }),
      item('Bookends', '书挡', 'frame', [3, 20], [15, 18, 22], { light: 0.3, material: M.resin, colors: ['GD', 'BK', 'WH'], unit: 'PAIR', density: 0.6 }),
    ],
  }),
]);
