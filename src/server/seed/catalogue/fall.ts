import { item, M, root, topic } from '../catalogue-types';

// §3: code 009 is fall. Harvest goods ship from July, between Halloween and Christmas orders.
const AUTUMN = ['OR', 'BR', 'GD', 'RD', 'NT'] as const;
const GLOW = { en: 'with Warm White LEDs', zh: '暖白LED灯' };

export const fall = root('009', 'fall', 'Fall & Harvest', '秋季丰收', [
  topic('Fall Wreaths & Garlands', '秋季花环与藤条', {
    children: [
      topic('Fall Door Wreaths', '秋季门挂花环', {
        items: [
          item('Maple Leaf Wreath', '枫叶花环', 'wreath', [3, 26], [35, 45, 55, 60], { material: M.silk, colors: AUTUMN, light: 0.88, lit: GLOW }),
          item('Wheat & Pumpkin Wreath', '麦穗南瓜花环', 'wreath', [4, 28], [40, 50, 60], { light: 0.7, material: M.natural, colors: ['NT', 'OR'] }),
        ],
      }),
      topic('Fall Garlands', '秋季藤条', {
        items: [item('Maple Leaf Garland', '枫叶藤条', 'leaf', [0.6, 6], [1.8, 2.7], { sizeUnit: 'm', material: M.silk, colors: AUTUMN, light: 0.88, lit: GLOW })],
      }),
    ],
  }),
  topic('Harvest Pumpkins & Gourds', '丰收南瓜与葫芦', {
    children: [
      topic('Velvet Pumpkins', '丝绒南瓜', {
        items: [item('Velvet Pumpkin', '丝绒南瓜', 'pumpkin', [0.8, 8], [10, 15, 20, 25], { light: 0.53, material: M.velvet, colors: ['OR', 'WH', 'GN', 'NT'], set: [1, 3] })],
      }),
      topic('Ceramic & Resin Pumpkins', '陶瓷与树脂南瓜', {
        items: [item('Harvest Pumpkin', '丰收南瓜', 'pumpkin', [1, 14], [10, 15, 20, 30], { material: M.ceramic, colors: ['OR', 'WH', 'NT'], density: 0.5, light: 0.79 })],
      }),
      topic('Artificial Gourds', '仿真葫芦', {
        items: [item('Artificial Gourd', '仿真葫芦', 'pumpkin', [0.2, 2], [8, 10, 12], { light: 0.2, material: M.foam, colors: AUTUMN, set: [3, 6, 12] })],
      }),
    ],
  }),
  topic('Leaves & Picks', '仿真树叶与花枝', {
    items: [
      item('Artificial Maple Leaf', '仿真枫叶', 'leaf', [0.01, 0.04], [8, 10, 12], { material: M.silk, colors: AUTUMN, packs: ['PB'], vol: 0.005 }),
      item('Berry Pick', '浆果花枝', 'acorn', [0.1, 0.8], [20, 30], { light: 0.3, material: M.plastic, colors: ['RD', 'OR'], vol: 0.005 }),
      item('Dried Wheat Bundle', '干麦穗束', 'wheat', [0.3, 2.5], [40, 50, 60], { light: 0.3, material: M.natural, colors: ['NT'], vol: 0.005 }),
    ],
  }),
  topic('Thanksgiving Tabletop', '感恩节餐桌', {
    items: [
      item('Harvest Table Runner', '丰收桌旗', 'leaf', [1, 6], [180, 200], { material: M.burlap, colors: AUTUMN, vol: 0.00007 }),
      item('Acorn Napkin Ring', '橡果餐巾环', 'acorn', [0.2, 1.5], [4, 5], { material: M.metal, colors: ['GD', 'BR'], set: [4, 6] }),
      item('Harvest Centerpiece', '丰收桌面花艺', 'sunflower', [3, 22], [25, 35, 45], { material: M.silk, colors: AUTUMN, light: 0.88, lit: GLOW }),
    ],
  }),
  topic('Scarecrows & Figurines', '稻草人与摆件', {
    items: [
      item('Standing Scarecrow', '站立稻草人', 'scarecrow', [3, 30], [45, 60, 90, 120], { light: 0.45, material: M.fabric, colors: ['NT', 'BR'], vol: 0.02 }),
      item('Harvest Figurine', '丰收摆件', 'scarecrow', [1.2, 12], [12, 18, 25], { material: M.resin, colors: AUTUMN, light: 0.7 }),
    ],
  }),
  topic('Fall Candles & Lights', '秋季蜡烛与灯饰', {
    items: [
      item('Pumpkin Spice Scented Candle', '南瓜香料香薰蜡烛', 'candle', [0.8, 7], [6, 8, 10], { material: M.soy, colors: ['OR', 'BR'], packs: ['GB', 'CB'], density: 0.7 }),
      item('Maple Leaf String Lights', '枫叶灯串', 'lightstring', [0.8, 5], [1.5, 3, 5], { sizeUnit: 'm', light: 1, electric: true, colors: AUTUMN }),
    ],
  }),
  topic('Acorns & Pinecones', '橡果与松果', {
    items: [
      item('Natural Pinecone', '天然松果', 'acorn', [0.02, 0.2], [5, 8, 10, 12], { material: M.natural, colors: ['NT', 'BR'], packs: ['PB'] }),
      item('Decorative Acorn', '装饰橡果', 'acorn', [0.03, 0.4], [3, 4, 5], { material: M.wood, colors: ['BR', 'GD'], set: [12, 24] }),
    ],
  }),
  topic('Sunflowers & Harvest Florals', '向日葵与丰收花艺', {
    items: [
      item('Sunflower Stem', '向日葵花枝', 'sunflower', [0.15, 1.5], [45, 60, 75], { light: 0.25, material: M.silk, colors: ['GD'], vol: 0.002 }),
      item('Sunflower Bouquet', '向日葵花束', 'sunflower', [1, 6], [35, 45], { light: 0.35, material: M.silk, colors: ['GD', 'OR'], vol: 0.05 }),
    ],
  }),
  topic('Mushrooms & Woodland', '蘑菇与林地', {
    items: [
      item('Resin Mushroom', '树脂蘑菇', 'mushroom', [0.5, 8], [8, 12, 18, 25], { material: M.resin, colors: ['RD', 'BR', 'NT'], light: 0.95, set: [1, 3] }),
      item('Moss Mushroom Pick', '苔藓蘑菇花枝', 'mushroom', [0.1, 1], [10, 15, 20], { light: 0.3, material: M.foam, colors: ['RD', 'BR'], set: [6, 12] }),
    ],
  }),
]);
