import { byMaterial, item, M, root, topic } from '../catalogue-types';

// §3: code 002 is Halloween. Lit props sell best, hence the flicker and "glowing" variants.
const SPOOKY = ['OR', 'BK', 'PU'] as const;
const FLICKER = { en: 'with Flickering Light', zh: '闪烁灯光' };
const GLOW = { en: 'with Glowing Eyes', zh: '发光眼睛' };

const pumpkins = [
  item("Jack-o'-Lantern", '南瓜灯', 'jackolantern', [1, 18], [10, 15, 20, 30], { light: 0.95, lit: FLICKER, colors: ['OR', 'BK', 'WH'] }),
  item('Pumpkin Centerpiece', '南瓜桌面摆件', 'pumpkin', [0.8, 12], [12, 18, 25], { light: 0.88, lit: FLICKER, colors: ['OR', 'WH', 'BK'] }),
];

export const halloween = root('002', 'halloween', 'Halloween', '万圣节', [
  topic("Pumpkins & Jack-o'-Lanterns", '南瓜与南瓜灯', {
    top: true,
    items: pumpkins,
    children: byMaterial(['Resin Pumpkins', '树脂南瓜', M.resin], ['Foam Craft Pumpkins', '泡沫工艺南瓜', M.foam], ['Ceramic Pumpkins', '陶瓷南瓜', M.ceramic]),
  }),
  topic('Ghosts & Skeletons', '幽灵与骷髅', {
    children: [
      topic('Hanging Ghosts', '悬挂幽灵', {
        items: [item('Hanging Ghost', '悬挂幽灵', 'ghost', [0.5, 9], [30, 60, 90, 120], { light: 0.95, lit: GLOW, material: M.polyester, colors: ['WH'], vol: 0.03 })],
      }),
      topic('Skeletons & Skulls', '骷髅与头骨', {
        items: [
          item('Skull Decoration', '骷髅头摆件', 'skull', [0.4, 8], [8, 12, 20], { light: 0.95, lit: GLOW, material: M.plastic, colors: ['WH', 'BK'] }),
          item('Posable Skeleton', '可动骷髅', 'skull', [3, 45], [40, 90, 150], { light: 0.4, material: M.plastic, colors: ['WH'], vol: 0.018 }),
        ],
      }),
    ],
  }),
  topic('Spiders & Webs', '蜘蛛与蛛网', {
    items: [
      item('Stretch Spider Web', '弹力蜘蛛网', 'spider', [0.1, 1.5], [1, 2], { sizeUnit: 'm', material: M.polyester, colors: ['WH', 'BK'], packs: ['BC'] }),
      item('Spider Ring', '蜘蛛戒指', 'spider', [0.01, 0.04], [2, 3], { light: 0.39, material: M.plastic, colors: ['BK', 'OR', 'PU'], packs: ['PB'] }),
      item('Giant Hairy Spider', '巨型毛绒蜘蛛', 'spider', [2, 20], [50, 75, 125, 200], { light: 0.88, lit: GLOW, colors: ['BK'], vol: 0.005 }),
    ],
  }),
  topic('Bats & Witches', '蝙蝠与女巫', {
    items: [
      item('Bat Wall Decal', '蝙蝠墙贴', 'bat', [0.02, 0.2], [6, 9, 12], { material: M.paper, colors: ['BK'], set: [12, 24], vol: 0.005 }),
      item('Witch Hat', '女巫帽', 'witchhat', [0.3, 3], [35, 40], { light: 0.35, material: M.felt, colors: SPOOKY, vol: 0.05 }),
      item('Flying Witch Hanging Decoration', '飞天女巫挂饰', 'witchhat', [3, 25], [60, 90, 120], { vol: 0.05, electric: true, light: 0.95, colors: SPOOKY }),
    ],
  }),
  topic('Animated Props', '电动道具', {
    items: [
      item('Animated Talking Skull', '电动说话骷髅', 'skull', [5, 30], [15, 20, 30], { electric: true, light: 0.95, lit: GLOW, colors: ['WH'] }),
      item('Motion-Activated Screaming Ghost', '感应尖叫幽灵', 'ghost', [6, 40], [60, 90, 150], { vol: 0.05, electric: true, light: 0.95, colors: ['WH'] }),
    ],
  }),
  topic('Halloween Lights', '万圣节灯饰', {
    items: [
      item('Pumpkin String Lights', '南瓜灯串', 'lightstring', [0.8, 5], [1.5, 3, 5], { sizeUnit: 'm', light: 1, electric: true, colors: ['OR', 'PU'] }),
      item('Spooky Twig Tree', '幽灵枝条树', 'tree', [3, 30], [45, 60, 90, 120], { vol: 0.03, light: 0.95, colors: ['BK', 'PU'] }),
    ],
  }),
  topic('Trick or Treat', '不给糖就捣蛋', {
    items: [
      item('Pumpkin Candy Bucket', '南瓜糖果桶', 'pumpkin', [0.3, 2.5], [15, 18, 20], { light: 0.88, material: M.plastic, colors: ['OR', 'BK'] }),
      item('Treat Bag', '糖果袋', 'bat', [0.02, 0.12], [15, 20], { material: M.plastic, colors: SPOOKY, set: [12, 24], vol: 0.005 }),
      item('Candy Bowl', '糖果碗', 'pumpkin', [0.8, 6], [20, 25, 30], { light: 0.2, material: M.ceramic, colors: ['OR', 'BK'], density: 0.5 }),
    ],
  }),
  topic('Costumes & Accessories', '服饰配件', {
    items: [
      item('Bat Wing Costume', '蝙蝠翅膀服饰', 'bat', [0.8, 6], [50, 70, 90], { light: 0.39, material: M.polyester, colors: ['BK', 'PU'], vol: 0.01 }),
      item('Skull Mask', '骷髅面具', 'skull', [0.3, 4], [20, 25], { light: 0.52, material: M.plastic, colors: ['WH', 'BK'], packs: ['PB'] }),
      item('Witch Broom', '女巫扫帚', 'witchhat', [0.8, 5], [60, 80, 100], { light: 0.3, material: M.natural, colors: ['BR', 'BK'], vol: 0.02 }),
    ],
  }),
  topic('Halloween Tableware', '万圣节餐具', {
    items: [
      item('Halloween Paper Napkin', '万圣节纸巾', 'bat', [0.01, 0.03], [25, 33], { material: M.paper, colors: SPOOKY, packs: ['SW'], vol: 0.005 }),
      item('Pumpkin Paper Plate', '南瓜纸盘', 'pumpkin', [0.01, 0.06], [18, 23], { material: M.paper, colors: ['OR'], packs: ['SW'], vol: 0.005 }),
      item('Spider Web Tablecloth', '蛛网桌布', 'spider', [0.2, 2.5], [130, 180], { material: M.polyester, colors: ['BK', 'WH'], vol: 0.00003 }),
    ],
  }),
  topic('Yard & Outdoor', '庭院户外', {
    items: [
      item('Tombstone Yard Stake', '墓碑插地牌', 'skull', [1, 10], [40, 60], { light: 0.88, material: M.foam, colors: ['BK', 'WH'], vol: 0.1 }),
      item('Inflatable Ghost', '充气幽灵', 'ghost', [10, 55], [120, 180, 240], { electric: true, light: 0.95, material: M.polyester, colors: ['WH'], vol: 0.003 }),
      item('Caution Tape', '警示胶带', 'bat', [0.1, 0.6], [6, 10, 30], { sizeUnit: 'm', material: M.plastic, colors: ['OR', 'BK'], packs: ['PB'], vol: 0.02 }),
    ],
  }),
]);
