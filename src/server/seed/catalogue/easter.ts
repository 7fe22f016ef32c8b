import { item, M, root, topic } from '../catalogue-types';

// Easter ships in pastels; eggs and stickers are the cheapest lines of the whole catalogue.
const PASTEL = ['PK', 'BL', 'PU', 'WH', 'MC'] as const;

export const easter = root('004', 'easter', 'Easter', '复活节', [
  topic('Easter Eggs', '复活节彩蛋', {
    children: [
      topic('Fillable Plastic Eggs', '可装塑料蛋', {
        items: [item('Fillable Plastic Egg', '可开合塑料彩蛋', 'egg', [0.02, 0.3], [4, 6, 8], { material: M.plastic, colors: PASTEL, set: [12, 24, 48], packs: ['PB', 'DB'] })],
      }),
      topic('Foam & Wooden Eggs', '泡沫与木质蛋', {
        items: [
          item('Craft Foam Egg', '手工泡沫蛋', 'egg', [0.01, 0.15], [4, 6, 8, 10], { material: M.foam, colors: ['WH'], packs: ['PB'], density: 0.03 }),
          item('Unpainted Wooden Egg', '原木彩绘用木蛋', 'egg', [0.05, 0.5], [4, 6, 8], { material: M.wood, colors: ['NT'], packs: ['PB'] }),
        ],
      }),
      topic('Hanging Painted Eggs', '彩绘挂蛋', {
        items: [item('Hanging Painted Egg', '彩绘挂蛋', 'egg', [0.05, 1], [5, 6, 8], { light: 0.35, material: M.plastic, colors: PASTEL, set: [6, 12] })],
      }),
    ],
  }),
  topic('Bunnies & Chicks', '兔子与小鸡', {
    children: [
      topic('Plush Bunnies & Chicks', '毛绒兔子与小鸡', {
        items: [
          item('Plush Bunny', '毛绒兔子', 'bunny', [0.8, 10], [15, 20, 30, 45], { light: 0.26, material: M.plush, colors: ['WH', 'PK', 'BR'], vol: 0.3 }),
          item('Plush Chick', '毛绒小鸡', 'chick', [0.4, 4], [8, 10, 15], { light: 0.3, material: M.plush, colors: ['MC'], vol: 0.3 }),
        ],
      }),
      topic('Bunny Figurines', '兔子摆件', {
        items: [
          item('Bunny Figurine', '兔子摆件', 'bunny', [1, 12], [10, 15, 20, 30], { material: M.resin, colors: ['WH', 'PK', 'NT'], light: 0.7 }),
          item('Chick Figurine', '小鸡摆件', 'chick', [0.6, 6], [6, 8, 12], { light: 0.35, material: M.ceramic, colors: ['MC'] }),
        ],
      }),
    ],
  }),
  topic('Easter Baskets & Grass', '复活节篮与草', {
    items: [
      item('Woven Easter Basket', '编织复活节篮', 'basket', [0.8, 8], [15, 20, 25, 30], { light: 0.26, material: M.rattan, colors: ['NT', 'PK', 'BL'] }),
      item('Shredded Paper Basket Grass', '纸丝复活节草', 'basket', [0.05, 0.4], [1, 2], { material: M.paper, colors: PASTEL, packs: ['PB'], unit: 'BAG' }),
    ],
  }),
  topic('Wreaths & Bunting', '花环与旗帜', {
    items: [
      item('Easter Egg Wreath', '彩蛋花环', 'wreath', [2, 18], [30, 40, 50], { material: M.plastic, colors: PASTEL, light: 0.7 }),
      item('Bunny Bunting Banner', '兔子旗帜横幅', 'bunting', [0.3, 2.5], [2, 3, 4], { light: 0.35, sizeUnit: 'm', material: M.felt, colors: PASTEL }),
    ],
  }),
  topic('Easter Tableware', '复活节餐具', {
    items: [
      item('Bunny Paper Plate', '兔子纸盘', 'bunny', [0.01, 0.06], [18, 23], { material: M.paper, colors: PASTEL, packs: ['SW'], vol: 0.005 }),
      item('Egg Cup', '蛋杯', 'egg', [0.2, 2], [5, 6, 7], { material: M.ceramic, colors: PASTEL, set: [2, 4], density: 0.5 }),
    ],
  }),
  topic('Egg Decorating Kits', '彩蛋装饰套装', {
    items: [
      item('Egg Dye Kit', '彩蛋染色套装', 'egg', [0.5, 3], [15, 20], { material: M.paper, colors: ['MC'], unit: 'SET', packs: ['CB'] }),
      item('Egg Sticker Sheet', '彩蛋贴纸', 'egg', [0.01, 0.05], [10, 15], { material: M.paper, colors: ['MC'], packs: ['PB'], vol: 0.002 }),
    ],
  }),
  topic('Spring Florals', '春季花艺', {
    items: [
      item('Tulip Stem', '郁金香花枝', 'flower', [0.1, 1], [35, 45, 60], { light: 0.3, material: M.silk, colors: ['PK', 'WH', 'PU'], vol: 0.002 }),
      item('Spring Door Wreath', '春季门花环', 'wreath', [3, 22], [35, 45, 55], { light: 0.7, material: M.silk, colors: PASTEL }),
    ],
  }),
  topic('Easter Lights', '复活节灯饰', {
    items: [
      item('Egg String Lights', '彩蛋灯串', 'lightstring', [0.8, 5], [1.5, 3, 5], { sizeUnit: 'm', light: 1, electric: true, colors: PASTEL }),
      item('Bunny Night Light', '兔子小夜灯', 'bunny', [1, 8], [10, 15, 20], { light: 1, electric: true, material: M.plastic, colors: ['WH', 'PK'] }),
    ],
  }),
]);
