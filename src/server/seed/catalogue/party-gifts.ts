import { item, M, root, topic } from '../catalogue-types';

// Party goods sell all year and fill the cheap price bands (balloons, straws, candles).
const BRIGHT = ['MC', 'PK', 'GD', 'SV', 'BL', 'RD'] as const;

export const partyGifts = root('005', 'party', 'Party & Gifts', '派对与礼品', [
  topic('Balloons', '气球', {
    children: [
      topic('Latex Balloons', '乳胶气球', {
        items: [item('Latex Balloon', '乳胶气球', 'balloon', [0.01, 0.05], [25, 30, 45], { light: 0.53, material: M.latex, colors: BRIGHT, packs: ['PB'], vol: 0.001 })],
      }),
      topic('Foil Balloons', '铝膜气球', {
        items: [
          item('Star Foil Balloon', '星星铝膜气球', 'star', [0.06, 0.8], [45, 60, 80], { material: M.foil, colors: ['GD', 'SV', 'PK'], packs: ['PB'], vol: 0.001 }),
          item('Heart Foil Balloon', '爱心铝膜气球', 'heart', [0.06, 0.8], [45, 60, 80], { material: M.foil, colors: ['RD', 'PK', 'GD'], packs: ['PB'], vol: 0.001 }),
        ],
      }),
      topic('Balloon Arch Kits', '气球拱门套装', {
        items: [
          item('Balloon Garland Arch Kit', '气球拱门套装', 'balloon', [2, 12], [3, 4, 5], {
            light: 0.35,
            sizeUnit: 'm',
            material: M.latex,
            colors: BRIGHT,
            unit: 'SET',
            packs: ['CB'],
          }),
        ],
      }),
    ],
  }),
  topic('Banners & Bunting', '横幅与彩旗', {
    items: [
      item('Pennant Bunting', '三角彩旗', 'bunting', [0.1, 1.2], [2, 3, 5], { light: 0.3, sizeUnit: 'm', material: M.paper, colors: BRIGHT, packs: ['PB'], vol: 0.03 }),
      item('Tassel Garland', '流苏挂饰', 'bunting', [0.2, 2], [2, 3], { sizeUnit: 'm', material: M.paper, colors: BRIGHT, packs: ['PB'], vol: 0.05 }),
    ],
  }),
  topic('Gift Boxes & Bags', '礼盒与礼品袋', {
    items: [
      item('Gift Box with Ribbon', '丝带礼盒', 'gift', [0.2, 3], [10, 15, 20, 25], { light: 0.3, material: M.kraft, colors: BRIGHT, set: [1, 3], vol: 0.1 }),
      item('Gift Bag with Handles', '手提礼品袋', 'gift', [0.05, 0.8], [15, 23, 32], { material: M.paper, colors: BRIGHT, set: [6, 12], vol: 0.005 }),
    ],
  }),
  topic('Party Tableware', '派对餐具', {
    items: [
      item('Paper Party Cup', '派对纸杯', 'balloon', [0.01, 0.05], [9, 12], { material: M.paper, colors: BRIGHT, packs: ['SW'] }),
      item('Paper Straw', '纸吸管', 'bunting', [0.01, 0.02], [20], { material: M.paper, colors: BRIGHT, packs: ['DB'], vol: 0.001 }),
      item('Party Tablecloth', '派对桌布', 'balloon', [0.3, 3], [137, 180, 274], { material: M.plastic, colors: BRIGHT, vol: 0.00003 }),
    ],
  }),
  topic('Confetti & Favors', '彩纸与派对小礼品', {
    items: [
      item('Confetti Cannon', '彩纸礼炮', 'star', [0.2, 1.5], [20, 30, 40, 60], { material: M.paper, colors: ['MC', 'GD'] }),
      item('Party Hat', '派对帽', 'balloon', [0.03, 0.3], [15, 18], { light: 0.26, material: M.paper, colors: BRIGHT, set: [6, 12], vol: 0.02 }),
      item('Metallic Confetti', '金属彩纸屑', 'star', [0.02, 0.25], [1, 2], { material: M.foil, colors: ['GD', 'SV', 'MC'], packs: ['PB'], vol: 0.5, unit: 'BAG' }),
    ],
  }),
  topic('Birthday & Cake Décor', '生日蛋糕装饰', {
    items: [
      item('Cake Topper', '蛋糕插牌', 'star', [0.05, 0.5], [10, 15, 20], { light: 0.35, material: M.paper, colors: ['GD', 'SV', 'MC'], packs: ['PB'], vol: 0.01 }),
      item('Birthday Candle', '生日蜡烛', 'candle', [0.02, 0.3], [6, 8], { material: M.soy, colors: BRIGHT, set: [12, 24], packs: ['BC'] }),
    ],
  }),
  topic('Wedding Décor', '婚礼装饰', {
    items: [
      item('Heart Garland', '爱心挂饰', 'heart', [0.3, 3], [2, 3], { light: 0.7, sizeUnit: 'm', material: M.paper, colors: ['WH', 'PK', 'GD'] }),
      item('Table Centerpiece', '桌面花艺摆件', 'flower', [2, 20], [20, 30, 45], { material: M.silk, colors: ['WH', 'PK'], light: 0.7 }),
    ],
  }),
  topic("Valentine's Day", '情人节', {
    items: [
      item('Heart Cushion', '爱心抱枕', 'heart', [1, 8], [30, 40, 50], { light: 0.39, material: M.plush, colors: ['RD', 'PK'], vol: 0.3 }),
      item('Preserved Rose Gift Box', '永生玫瑰礼盒', 'flower', [3, 25], [10, 15, 20], { material: M.natural, colors: ['RD', 'PK'], packs: ['GB'], light: 0.88 }),
      item('Heart Fairy Lights', '爱心灯串', 'lightstring', [0.8, 4], [1.5, 3], { sizeUnit: 'm', light: 1, electric: true, colors: ['RD', 'PK'] }),
    ],
  }),
]);
