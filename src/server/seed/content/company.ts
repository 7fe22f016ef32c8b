import type { ContentPicture } from './pictures';

/** §1 / R1.28: about-us carries the claim that the factories are audited by BSCI and Costco. */
export function aboutUsRows(siteId: number) {
  return [
    {
      siteId,
      languageFlag: 0,
      title: '关于我们',
      content:
        '<p>义乌市灯笼礼品装饰有限公司成立于2008年，专注圣诞、万圣节、秋季丰收、复活节及家居装饰产品的设计与出口。</p>' +
        '<p>我们在义乌和广东拥有三家合作工厂、1200平方米展厅和一支二十人的设计团队，每年开发超过800款新品，产品销往欧美五十多个国家的连锁零售商。</p>' +
        '<ul><li>工厂通过BSCI（amfori）审核与Costco验厂</li><li>ISO 9001质量管理体系</li><li>灯饰产品符合CE、UKCA、UL标准</li></ul>',
    },
    {
      siteId,
      languageFlag: 1,
      title: 'About Lantern Gifts',
      content:
        '<p>Founded in Yiwu in 2008, Lantern Gifts &amp; Decorations designs and exports Christmas, Halloween, fall harvest, Easter and home décor products.</p>' +
        '<p>With three partner factories in Yiwu and Guangdong, a 1,200 m² showroom and a design team of twenty, we develop more than 800 new items a year for retail chains in over fifty countries.</p>' +
        '<ul><li>Factories audited by BSCI (amfori) and approved in the Costco factory audit</li><li>ISO 9001 quality management</li><li>Lighting tested to CE, UKCA and UL requirements</li></ul>',
    },
  ];
}

const CERTIFICATES = [
  { slug: 'bsci', name: 'BSCI验厂证书', nameen: 'amfori BSCI Audit Certificate', seal: '#1f5f8b' },
  { slug: 'costco', name: 'Costco验厂报告', nameen: 'Costco Factory Audit Certificate', seal: '#c62828' },
  { slug: 'iso9001', name: 'ISO 9001质量管理体系认证', nameen: 'ISO 9001:2015 Certificate', seal: '#2e7d32' },
] as const;

export function certificateRows(siteId: number) {
  return CERTIFICATES.map((c, index) => ({ siteId, name: c.name, nameen: c.nameen, file: `/Upload/content/cert-${c.slug}.webp`, sortnum: index + 1 }));
}

/** §3 contact info per language flag: phone holds several numbers, comma separated. */
export function contactRows(siteId: number) {
  const shared = {
    siteId,
    tel: '+86-579-8555-0123',
    phone: '+86 138 5792 0168,+86 159 5791 3366,+86 137 5798 2207',
    email: 'sales@lantern-gifts.example',
    chatLink: 'https://wa.me/8657985550123',
  };
  // A made-up account (the proforma invoice's bank block): BKCHCNBJ is the Bank of China's head
  // office SWIFT code, with a branch suffix of our own.
  const bank = { bankAccountNo: '3563 5841 9027 0012', bankSwift: 'BKCHCNBJ92A' };
  return [
    {
      ...shared,
      ...bank,
      languageFlag: 0,
      companyname: '义乌市灯笼礼品装饰有限公司',
      companyaddress: '中国浙江省义乌市福田街道稠州北路88号 邮编322000',
      bankName: '中国银行义乌分行',
      bankAddress: '中国浙江省义乌市稠州中路1号',
      bankAccountName: '义乌市灯笼礼品装饰有限公司',
    },
    {
      ...shared,
      ...bank,
      languageFlag: 1,
      companyname: 'Yiwu Lantern Gifts & Decorations Co., Ltd.',
      companyaddress: 'No. 88 Chouzhou North Road, Futian Street, Yiwu, Zhejiang 322000, China',
      bankName: 'Bank of China, Yiwu Branch',
      bankAddress: 'No. 1 Chouzhou Middle Road, Yiwu, Zhejiang, China',
      bankAccountName: 'Yiwu Lantern Gifts & Decorations Co., Ltd.',
    },
  ];
}

export function friendLinkRows(siteId: number) {
  return [
    { name: '中国进出口商品交易会', nameen: 'Canton Fair', url: 'https://www.cantonfair.org.cn' },
    { name: '香港贸发局', nameen: 'HKTDC', url: 'https://www.hktdc.com' },
    { name: '法兰克福圣诞世界展', nameen: 'Christmasworld Frankfurt', url: 'https://christmasworld.messefrankfurt.com' },
    { name: 'amfori BSCI', nameen: 'amfori BSCI', url: 'https://www.amfori.org' },
    { name: '义乌购', nameen: 'Yiwugo (Yiwu market online)', url: 'https://www.yiwugo.com' },
  ].map((link, index) => ({ siteId, ...link, sortnum: index + 1 }));
}

export function companyPictures(): ContentPicture[] {
  return [...CERTIFICATES.map((c) => ({ path: `/Upload/content/cert-${c.slug}.webp`, certificate: c.seal }))];
}

/** A demo code for restricted visitors (§4 access code); no area rules are seeded, so nobody is restricted. */
export function accessCodeRows(siteId: number) {
  return [{ siteId, code: 'LANTERN2026', note: 'Demo access code created by the seed' }];
}
