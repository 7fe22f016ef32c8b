import type { ContentPicture } from './pictures';

/**
 * §1 / R1.27: the site shows the two trade fairs of October 2024. Later fairs are added so the
 * fair log has both past entries and plans (§3 isPlan: start in the future; these start in 2027).
 */
export const FAIRS = [
  {
    slug: 'canton-2024-autumn',
    name: '第136届中国进出口商品交易会（广交会）第二期',
    nameen: '136th Canton Fair, Phase 2',
    city: '广州',
    cityen: 'Guangzhou',
    booth: 'Hall 17.2, Booth F21-22',
    starttime: '2024-10-23',
    endtime: '2024-10-27',
    content: '<p>欢迎莅临广交会第二期礼品及节日用品展区，现场展示2025年圣诞、万圣节及秋季新品，并可洽谈OEM定制包装。</p>',
    contenten:
      '<p>Visit us in the gifts and festival products section of Phase 2: the 2025 Christmas, Halloween and fall collections on show, with OEM and custom packaging talks on the stand.</p>',
  },
  {
    slug: 'megashow-2024-part1',
    name: '2024香港Mega Show第一期',
    nameen: 'Hong Kong Mega Show Part 1 2024',
    city: '香港',
    cityen: 'Hong Kong',
    booth: 'Hall 1C, Booth 1C-B12',
    starttime: '2024-10-20',
    endtime: '2024-10-23',
    content: '<p>香港会议展览中心，展出LED发光圣诞摆件、树脂南瓜灯及家居香薰系列，提供现场样品。</p>',
    contenten:
      "<p>At the Hong Kong Convention and Exhibition Centre: LED light-up Christmas figurines, resin jack-o'-lanterns and our home fragrance line, with samples on the stand.</p>",
  },
  {
    slug: 'canton-2024-spring',
    name: '第135届中国进出口商品交易会（广交会）第二期',
    nameen: '135th Canton Fair, Phase 2',
    city: '广州',
    cityen: 'Guangzhou',
    booth: 'Hall 17.1, Booth E35',
    starttime: '2024-04-23',
    endtime: '2024-04-27',
    content: '<p>春季广交会，首发复活节与花园户外新品。</p>',
    contenten: '<p>The spring session, where we launched the Easter and garden collections.</p>',
  },
  {
    slug: 'christmasworld-2025',
    name: '2025法兰克福圣诞世界展',
    nameen: 'Christmasworld Frankfurt 2025',
    city: '法兰克福',
    cityen: 'Frankfurt',
    booth: 'Hall 9.1, Booth B60',
    starttime: '2025-01-24',
    endtime: '2025-01-28',
    content: '<p>与欧洲客户共同探讨2025圣诞季的北欧风与自然材质趋势。</p>',
    contenten: '<p>Nordic styles and natural materials for the 2025 Christmas season, discussed with our European buyers.</p>',
  },
  {
    slug: 'christmasworld-2027',
    name: '2027法兰克福圣诞世界展',
    nameen: 'Christmasworld Frankfurt 2027',
    city: '法兰克福',
    cityen: 'Frankfurt',
    booth: 'Hall 9.1, Booth B60',
    starttime: '2027-01-29',
    endtime: '2027-02-02',
    content: '<p>2027圣诞系列全球首发，欢迎提前预约洽谈时间。</p>',
    contenten: '<p>World premiere of our Christmas 2027 collection. Book a meeting slot in advance.</p>',
  },
  {
    slug: 'spring-fair-2027',
    name: '2027英国伯明翰春季礼品展',
    nameen: 'Spring Fair Birmingham 2027',
    city: '伯明翰',
    cityen: 'Birmingham',
    booth: 'Hall 3, Stand 3F40',
    starttime: '2027-02-07',
    endtime: '2027-02-10',
    content: '<p>英国国家展览中心（NEC），展出复活节、花园及家居装饰新品。</p>',
    contenten: '<p>At the NEC: new Easter, garden and home décor lines for UK retailers.</p>',
  },
  {
    slug: 'canton-2027-spring',
    name: '第141届中国进出口商品交易会（广交会）第二期',
    nameen: '141st Canton Fair, Phase 2',
    city: '广州',
    cityen: 'Guangzhou',
    booth: 'Hall 17.2, Booth F21-22',
    starttime: '2027-04-23',
    endtime: '2027-04-27',
    content: '<p>2027万圣节与秋季丰收系列订货会。</p>',
    contenten: '<p>Order meetings for the 2027 Halloween and fall harvest collections.</p>',
  },
] as const;

export function fairRows(siteId: number) {
  return FAIRS.map(({ slug, ...fair }) => ({ siteId, ...fair, cover: `/Upload/content/fair-${slug}.webp` }));
}

export function fairPictures(): ContentPicture[] {
  const motifs = ['lantern', 'bunting', 'gift', 'star', 'tree', 'flower', 'pumpkin'] as const;
  return FAIRS.map((fair, i) => ({ path: `/Upload/content/fair-${fair.slug}.webp`, theme: 'party', motif: motifs[i % motifs.length]! }));
}
