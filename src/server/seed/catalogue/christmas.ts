import { byMaterial, item, M, root, topic } from '../catalogue-types';

// Christmas is the supplier's biggest season (§3: code 001), so it gets the deepest tree.
const XMAS = ['RD', 'GN', 'GD', 'SV', 'WH'] as const;
const FLICKER = { en: 'with Warm White LEDs', zh: '暖白LED灯' };

const ornaments = [
  item('Bauble', '圆球挂件', 'bauble', [0.08, 3], [4, 6, 8, 10, 12], { light: 0.53, colors: XMAS, density: 0.2 }),
  item('Star Ornament', '星星挂件', 'star', [0.1, 2.5], [5, 8, 10, 15], { light: 0.61, colors: XMAS }),
  item('Snowflake Ornament', '雪花挂件', 'snowflake', [0.08, 2], [6, 8, 10, 12], { light: 0.44, colors: ['WH', 'SV', 'GD', 'BL'] }),
  item('Bell Ornament', '铃铛挂件', 'bell', [0.1, 2.2], [4, 6, 8], { colors: ['GD', 'SV', 'RD'] }),
  item('Snowman Ornament', '雪人挂件', 'snowman', [0.2, 3], [6, 8, 10, 12], { light: 0.44, colors: ['WH'] }),
];

const figurines = [
  item('Snowman Figurine', '雪人摆件', 'snowman', [1.2, 15], [10, 15, 20, 30, 45], { light: 0.95, colors: ['WH'] }),
  item('Santa Claus Figurine', '圣诞老人摆件', 'santa', [1.5, 18], [12, 18, 25, 35, 50], { light: 0.95, colors: ['RD'] }),
  item('Christmas Village House', '圣诞村庄小屋', 'house', [2, 16], [10, 15, 20, 25], { light: 0.95, colors: XMAS }),
];

/** The full-size PVC trees: lit with flicker, boxed in colour or kraft boxes, of one carton volume. */
const FULL_SIZE_TREE = { lit: FLICKER, material: M.pvc, packs: ['CB', 'KB'], vol: 0.08 } as const;

export const christmas = root('001', 'christmas', 'Christmas', '圣诞', [
  topic('Christmas Trees', '圣诞树', {
    top: true,
    children: [
      topic('Pre-Lit Trees', '预装灯圣诞树', {
        items: [
          item('Pre-Lit Pine Christmas Tree', '预装灯松针圣诞树', 'tree', [12, 95], [90, 120, 150, 180, 210], { ...FULL_SIZE_TREE, light: 1, colors: ['GN', 'WH'], density: 0.02 }),
        ],
      }),
      topic('Flocked Snow Trees', '植绒雪景树', {
        items: [item('Flocked Pine Tree', '植绒松树', 'tree', [8, 80], [60, 90, 120, 150, 180], { ...FULL_SIZE_TREE, light: 0.7, colors: ['WH', 'GN'], density: 0.03 })],
      }),
      topic('Tabletop Mini Trees', '桌面迷你树', {
        items: [
          item('Mini Sisal Tree', '剑麻迷你树', 'tree', [0.3, 4], [10, 15, 20, 30], { light: 0.35, colors: ['GN', 'WH', 'RD'], set: [3, 6] }),
          item('Tabletop Pine Tree in Burlap Pot', '麻布盆桌面松树', 'tree', [2.5, 12], [30, 45, 60], { light: 0.95, colors: ['GN'] }),
        ],
      }),
      topic('Tree Skirts & Collars', '树裙与树围', {
        items: [
          item('Plush Tree Skirt', '毛绒树裙', 'tree', [3, 15], [90, 120, 150], { material: M.plush, colors: ['RD', 'WH'], vol: 0.0015 }),
          item('Metal Tree Collar', '金属树围', 'tree', [6, 22], [50, 66, 76], { light: 0.3, material: M.metal, colors: ['GD', 'SV'], vol: 0.1 }),
        ],
      }),
    ],
  }),
  topic('Christmas Ornaments', '圣诞挂件', {
    top: true,
    items: ornaments,
    children: byMaterial(
      ['Glass Ornaments', '玻璃挂件', M.glass],
      ['Shatterproof Ornaments', '防碎挂件', M.shatterproof],
      ['Wooden Ornaments', '木质挂件', M.wood],
      ['Felt & Fabric Ornaments', '毛毡布艺挂件', M.felt],
    ),
  }),
  topic('Christmas Lights', '圣诞灯饰', {
    top: true,
    children: [
      topic('LED String Lights', 'LED灯串', {
        items: [
          item('LED Fairy String Lights', 'LED仙女灯串', 'lightstring', [0.6, 6], [2, 3, 5, 10, 20], {
            sizeUnit: 'm',
            light: 1,
            electric: true,
            material: M.copper,
            colors: ['GD', 'SV', 'MC'],
            vol: 0.05,
            packs: ['CB', 'PVC'],
          }),
        ],
      }),
      topic('Light-Up Figures', '发光造型灯', {
        items: [
          item('Acrylic Star Motif Light', '亚克力星星造型灯', 'star', [3, 28], [30, 45, 60, 90], { light: 1, colors: ['GD', 'WH'] }),
          item('Light-Up Snowman Figure', '发光雪人造型', 'snowman', [4, 35], [40, 60, 90], { light: 1, colors: ['WH'], vol: 0.05 }),
          item('Twig Tree Silhouette Light', '枝条树造型灯', 'tree', [5, 40], [60, 90, 120, 150], { vol: 0.03, light: 1, colors: ['BR', 'WH'] }),
        ],
      }),
      topic('Icicle & Curtain Lights', '冰条与窗帘灯', {
        items: [
          item('LED Icicle Curtain Light', 'LED冰条窗帘灯', 'lightstring', [3, 18], [2, 3, 4, 6], {
            sizeUnit: 'm',
            light: 1,
            electric: true,
            material: M.pvc,
            colors: ['WH', 'BL', 'MC'],
          }),
        ],
      }),
    ],
  }),
  topic('Christmas Figurines', '圣诞摆件', {
    items: figurines,
    children: byMaterial(['Resin Figurines', '树脂摆件', M.resin], ['Ceramic Figurines', '陶瓷摆件', M.ceramic], ['Wooden Figurines', '木质摆件', M.wood]),
  }),
  topic('Wreaths & Garlands', '花环与藤条', {
    children: [
      topic('Door Wreaths', '门挂花环', {
        items: [
          item('Pine Cone Wreath', '松果花环', 'wreath', [3, 25], [30, 40, 50, 60], { light: 0.95, lit: FLICKER, material: M.pvc }),
          item('Red Berry Wreath', '红浆果花环', 'wreath', [2.5, 20], [30, 40, 50], { light: 0.88, lit: FLICKER, colors: ['RD', 'GN'] }),
        ],
      }),
      topic('Garlands', '藤条挂饰', {
        items: [item('Pine Needle Garland', '松针藤条', 'wreath', [1.2, 12], [1.8, 2.7, 3.6], { sizeUnit: 'm', light: 0.95, lit: FLICKER, material: M.pvc, colors: ['GN', 'WH'] })],
      }),
    ],
  }),
  topic('Stockings & Gift Sacks', '圣诞袜与礼品袋', {
    items: [
      item('Christmas Stocking', '圣诞袜', 'stocking', [0.5, 6], [30, 40, 46, 50], { light: 0.33, material: M.felt, colors: ['RD', 'WH', 'GN'], vol: 0.02 }),
      item('Drawstring Gift Sack', '束口礼品袋', 'gift', [0.8, 4], [40, 50, 70], { material: M.burlap, colors: ['RD', 'NT'], vol: 0.02 }),
      item('Mini Jingle Bell', '迷你铃铛', 'bell', [0.01, 0.05], [1, 1.5, 2], { material: M.metal, colors: ['GD', 'SV', 'RD'], unit: 'PC', packs: ['PB'] }),
    ],
  }),
  topic('Gift Wrap & Tags', '礼品包装与吊牌', {
    items: [
      item('Gift Tag', '礼品吊牌', 'gift', [0.01, 0.06], [5, 7, 9], { material: M.kraft, packs: ['PB'], vol: 0.01, density: 0.5 }),
      item('Foil Star Sticker', '金箔星星贴纸', 'star', [0.01, 0.03], [2, 3, 4], { material: M.paper, colors: ['GD', 'SV'], packs: ['PB'], vol: 0.01 }),
      item('Satin Ribbon Bow', '缎带蝴蝶结', 'gift', [0.03, 0.4], [8, 10, 15], { material: M.polyester, colors: ['RD', 'GD'] }),
      item('Wrapping Paper Roll', '包装纸卷', 'gift', [0.3, 2], [2, 3, 5], { sizeUnit: 'm', material: M.paper, packs: ['SW'] }),
    ],
  }),
  topic('Candles & Table Décor', '蜡烛与桌面装饰', {
    children: [
      topic('Candle Holders', '烛台', {
        items: [item('Star Candle Holder', '星形烛台', 'star', [1, 10], [8, 12, 18], { light: 0.4, material: M.metal, colors: ['GD', 'SV'] })],
      }),
      topic('LED Candles', 'LED蜡烛', {
        items: [item('Flameless LED Pillar Candle', '无焰LED柱蜡烛', 'candle', [0.4, 6], [7.5, 10, 12.5, 15], { light: 1, electric: true, colors: ['WH', 'RD'], set: [1, 3] })],
      }),
      topic('Table Runners', '桌旗', {
        items: [item('Christmas Table Runner', '圣诞桌旗', 'tree', [1, 6], [150, 180, 200], { material: M.polyester, vol: 0.00007 })],
      }),
    ],
  }),
  topic('Snow Globes & Music Boxes', '水晶球与音乐盒', {
    items: [
      item('Snow Globe', '水晶球', 'snowman', [1.5, 18], [6.5, 8, 10, 15], { light: 0.95, material: M.glass, packs: ['GB', 'CB'], density: 0.6 }),
      item('Musical Snow Globe with Rotating Scene', '旋转音乐水晶球', 'house', [6, 32], [12, 15, 20], {
        electric: true,
        light: 0.95,
        material: M.resin,
        packs: ['GB'],
        density: 0.6,
      }),
    ],
  }),
  topic('Inflatables & Outdoor', '充气与户外装饰', {
    items: [
      item('Inflatable Snowman', '充气雪人', 'snowman', [9, 60], [120, 180, 240], { colors: ['WH'], electric: true, light: 0.95, material: M.polyester, vol: 0.003 }),
      item('Inflatable Santa Claus', '充气圣诞老人', 'santa', [10, 65], [120, 180, 240], { colors: ['RD'], electric: true, light: 0.95, material: M.polyester, vol: 0.003 }),
      item('Star Yard Stake Light', '星星草坪插地灯', 'star', [2, 12], [40, 60, 80], { vol: 0.03, light: 1, electric: true, material: M.metal, colors: ['GD', 'WH'] }),
    ],
  }),
  topic('Christmas Party Supplies', '圣诞派对用品', {
    items: [
      item('Santa Hat', '圣诞帽', 'santa', [0.08, 1.5], [28, 35, 40], { light: 0.39, material: M.plush, colors: ['RD'], vol: 0.02, packs: ['PB'] }),
      item('Christmas Paper Napkin', '圣诞纸巾', 'snowflake', [0.01, 0.03], [25, 33], { material: M.paper, packs: ['SW'], vol: 0.005 }),
      item('Christmas Cracker', '圣诞拉炮', 'candycane', [0.2, 1.2], [25, 30], { vol: 0.05, material: M.paper, set: [6, 12], packs: ['DB', 'CB'] }),
      item('Candy Cane Ornament', '拐杖糖挂件', 'candycane', [0.03, 0.6], [10, 15, 20], { light: 0.35, material: M.plastic, colors: ['RD', 'WH'] }),
    ],
  }),
  topic('Advent & Kids Crafts', '降临节与儿童手工', {
    items: [
      item('Advent Calendar House', '降临日历小屋', 'house', [4, 25], [30, 40, 50], { material: M.wood, light: 0.88, colors: ['RD', 'WH', 'NT'] }),
      item('DIY Felt Ornament Kit', '毛毡挂件手工包', 'star', [0.5, 3], [10, 15], { material: M.felt, unit: 'SET', packs: ['CB'] }),
      item('Snowflake Foam Sticker', '雪花泡沫贴纸', 'snowflake', [0.02, 0.2], [3, 5, 8], { material: M.foam, packs: ['PB'], vol: 0.01 }),
    ],
  }),
]);
