import type { ContentPicture } from './pictures';

/**
 * §3 Article: languageflag 0 Chinese, 1 English, -1 all languages; flag = 1 puts it in the top-bar
 * carousel. Dates are fixed so the list order is the same after every seed.
 */
const ARTICLES = [
  {
    slug: 'christmas-trends-en',
    languageflag: 1,
    flag: 1,
    theme: 'christmas',
    motif: 'tree',
    date: '2024-08-12',
    title: 'Christmas 2025 Trend Report: Warm Whites, Natural Textures and Nordic Colours',
    content:
      '<p>Retail buyers told us the same thing at every meeting this summer: shoppers want Christmas décor that feels calm and handmade.</p>' +
      '<h2>Three directions for 2025</h2><ul><li><strong>Warm white light</strong>: pre-lit trees and garlands move from cool white to 2700 K.</li>' +
      '<li><strong>Natural textures</strong>: wood, felt, rattan and flocked branches replace glitter.</li>' +
      '<li><strong>Nordic colours</strong>: sage, cream and muted red instead of bright red and gold.</li></ul>' +
      '<p>Our new wooden ornaments and flocked trees follow all three. Samples ship within 7 days.</p>',
  },
  {
    slug: 'halloween-bestsellers-en',
    languageflag: 1,
    flag: 1,
    theme: 'halloween',
    motif: 'jackolantern',
    date: '2024-06-03',
    title: 'Halloween Best Sellers: Animated Props and Flickering Pumpkins',
    content:
      '<p>Animated props and lit pumpkins were our fastest-selling Halloween lines in 2024.</p>' +
      "<ul><li>Resin jack-o'-lanterns with flickering LEDs reorder two to three times per season.</li>" +
      '<li>Motion-activated ghosts and talking skulls now come with replaceable sound chips.</li>' +
      '<li>Foam craft pumpkins are the entry price point for discount chains.</li></ul>',
  },
  {
    slug: 'container-packing-en',
    languageflag: 1,
    flag: 0,
    theme: 'home',
    motif: 'gift',
    date: '2024-03-18',
    title: 'Packing for Container Efficiency: Carton Sizes That Save Freight',
    content:
      "<p>Freight is often the largest cost after the goods themselves. Every product page shows pieces per carton, carton size and weights, so you can plan a 20' or 40' container before you order.</p>" +
      '<ul><li>Nesting items (vases, baskets) are packed in sets to fill cartons.</li><li>Trees and inflatables use folded packing.</li>' +
      '<li>Mixed containers are welcome: combine several items as long as each meets its MOQ.</li></ul>',
  },
  {
    slug: 'canton-fair-en',
    languageflag: 1,
    flag: 1,
    theme: 'party',
    motif: 'lantern',
    date: '2024-09-25',
    title: 'Meet Us at the 136th Canton Fair, Phase 2 (23-27 October 2024)',
    content:
      '<p>We will show the 2025 Christmas, Halloween and fall collections in Hall 17.2, Booth F21-22, Guangzhou.</p>' +
      '<p>Just before that, visit us at the Hong Kong Mega Show Part 1 (20-23 October 2024), Hall 1C, Booth 1C-B12.</p>',
  },
  {
    slug: 'fall-collection-en',
    languageflag: 1,
    flag: 0,
    theme: 'fall',
    motif: 'leaf',
    date: '2024-05-14',
    title: 'Fall Harvest Collection: Velvet Pumpkins and Maple Garlands',
    content: '<p>Our fall range bridges Halloween and Thanksgiving: velvet pumpkins in cream and sage, maple leaf garlands with warm white LEDs, and sunflower centerpieces.</p>',
  },
  {
    slug: 'christmas-trends-zh',
    languageflag: 0,
    flag: 1,
    theme: 'christmas',
    motif: 'star',
    date: '2024-08-12',
    title: '2025圣诞流行趋势：暖白灯光、自然材质与北欧配色',
    content:
      '<p>今年夏天与各国采购商交流时，大家的共识是：消费者更喜欢安静、手作感的圣诞装饰。</p>' +
      '<h2>2025年三大方向</h2><ul><li><strong>暖白灯光</strong>：预装灯圣诞树与藤条由冷白转为2700K暖白。</li>' +
      '<li><strong>自然材质</strong>：木质、毛毡、藤编与植绒枝条取代亮片。</li><li><strong>北欧配色</strong>：鼠尾草绿、奶油白与低饱和红。</li></ul>',
  },
  {
    slug: 'halloween-bestsellers-zh',
    languageflag: 0,
    flag: 0,
    theme: 'halloween',
    motif: 'ghost',
    date: '2024-06-03',
    title: '万圣节热销榜：电动道具与闪烁南瓜灯',
    content: '<p>2024年万圣节销售最快的是电动道具和发光南瓜灯。</p><ul><li>树脂闪烁南瓜灯每季返单两到三次。</li><li>感应幽灵与说话骷髅已升级为可更换音效芯片。</li></ul>',
  },
  {
    slug: 'canton-fair-zh',
    languageflag: 0,
    flag: 1,
    theme: 'party',
    motif: 'bunting',
    date: '2024-09-25',
    title: '诚邀莅临第136届广交会第二期（2024年10月23日至27日）',
    content: '<p>我们将在广州广交会17.2馆F21-22展位展出2025圣诞、万圣节及秋季新品。</p><p>此前的10月20日至23日，欢迎莅临香港Mega Show第一期1C馆1C-B12展位。</p>',
  },
  {
    slug: 'container-packing-zh',
    languageflag: 0,
    flag: 0,
    theme: 'home',
    motif: 'gift',
    date: '2024-03-18',
    title: '如何高效装柜：外箱尺寸与运费',
    content: '<p>运费往往是货值之外最大的成本。每个产品页面都列出了装箱数、外箱尺寸和毛净重，方便您下单前规划20尺或40尺货柜。</p>',
  },
  {
    slug: 'audits-all',
    languageflag: -1,
    flag: 1,
    theme: 'home',
    motif: 'star',
    date: '2024-02-20',
    title: 'BSCI and Costco factory audits passed · 顺利通过BSCI与Costco验厂',
    content: '<p>Our factories passed their amfori BSCI audit and the Costco factory audit again this year.</p>' + '<p>我们的工厂今年再次顺利通过amfori BSCI审核与Costco验厂。</p>',
  },
  {
    // The quoted tag is text (escaped in the stored HTML), so the page shows it and no script runs.
    slug: 'website-safety-all',
    languageflag: -1,
    flag: 0,
    theme: 'home',
    motif: 'star',
    date: '2024-01-08',
    title: 'How we keep our website safe · 我们如何保障网站安全',
    content:
      '<p>Everything our team writes on this site is cleaned on the server before it is shown. A line such as ' +
      "<code>&lt;script&gt;alert('x')&lt;/script&gt;</code> is displayed as plain text and never runs.</p>" +
      '<p>本站所有内容在显示前都会在服务器端清理，上面这样的代码只会作为文字显示，不会执行。</p>',
  },
  {
    slug: 'showroom-all',
    languageflag: -1,
    flag: 0,
    theme: 'garden',
    motif: 'birdhouse',
    date: '2024-01-15',
    title: 'New showroom in Yiwu · 义乌新展厅开放',
    content:
      '<p>Our new 1,200 m² showroom next to the Yiwu International Trade City is open Monday to Saturday.</p>' +
      '<p>紧邻义乌国际商贸城的1200平方米新展厅现已开放，周一至周六接待来访。</p>',
  },
] as const;

export function articleRows(siteId: number) {
  return ARTICLES.map((a, index) => ({
    siteId,
    title: a.title,
    content: a.content,
    cover: `/Upload/content/article-${a.slug}.webp`,
    languageflag: a.languageflag,
    flag: a.flag,
    sortnum: index + 1,
    createtime: new Date(`${a.date}T08:00:00Z`),
  }));
}

export function articlePictures(): ContentPicture[] {
  return ARTICLES.map((a) => ({ path: `/Upload/content/article-${a.slug}.webp`, theme: a.theme, motif: a.motif }));
}
