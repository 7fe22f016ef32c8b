/** Buyers' recurring questions, one set per language flag (0 Chinese, 1 English). */
const FAQ_EN: readonly [string, string][] = [
  [
    'What is your minimum order quantity (MOQ)?',
    '<p>Each product page shows its MOQ, usually 12 to 3,000 pieces depending on the item. You can mix different items in one order as long as each item reaches its own MOQ.</p>',
  ],
  [
    'Can I get samples before ordering?',
    '<p>Yes. Stock samples ship within 7 days; you pay the courier cost and the sample fee is refunded with your first order. Custom samples take 10-15 days.</p>',
  ],
  [
    'What is your production lead time?',
    '<p>35-45 days after deposit and artwork approval for most items; 60 days for LED and animated items in peak season (June to September). Book Christmas orders before May.</p>',
  ],
  ['Which payment terms do you accept?', '<p>30% deposit by T/T and the balance against a copy of the bill of lading. L/C at sight is accepted for orders above USD 30,000.</p>'],
  [
    'Do you offer OEM and custom packaging?',
    '<p>Yes. We print your logo, barcode and warning labels, and make colour boxes, PVC boxes, display boxes and blister cards to your design. Custom colours start at 3,000 pieces per colour.</p>',
  ],
  [
    'How do you ship, and from which port?',
    '<p>FOB Ningbo or Shanghai for Yiwu goods, FOB Shenzhen or Guangzhou for southern factories. We can also quote CIF and DDP to Europe and North America, LCL or full containers.</p>',
  ],
  [
    'Are your factories audited?',
    '<p>Yes. Our factories are audited by BSCI (amfori) and pass the Costco factory audit; reports are available on request. Lights are tested to CE, UKCA and UL requirements.</p>',
  ],
  [
    'How does an inquiry work?',
    '<p>Add products to your cart and submit it as an inquiry. Our sales team replies within one working day with prices, lead time and a container plan. There is no payment on the website.</p>',
  ],
  ['Can I visit your showroom?', '<p>Our Yiwu showroom is open Monday to Saturday, 8:30-17:30. Tell us your date and we will pick you up from Yiwu station or the airport.</p>'],
];

const FAQ_ZH: readonly [string, string][] = [
  ['起订量是多少？', '<p>每个产品页面都标明了起订量，一般为12至3000件不等。不同产品可以混装，每款达到各自的起订量即可。</p>'],
  ['下单前可以提供样品吗？', '<p>可以。现货样品7天内寄出，运费由客户承担，样品费在首单中返还。定制样品需10-15天。</p>'],
  ['生产交期多久？', '<p>大部分产品在收到定金并确认设计稿后35-45天交货；旺季（6月至9月）LED及电动产品约60天。圣诞订单建议5月前下单。</p>'],
  ['接受哪些付款方式？', '<p>30%电汇定金，余款见提单副本付清。订单金额超过3万美元可接受即期信用证。</p>'],
  ['可以做OEM和定制包装吗？', '<p>可以。我们可印刷客户标志、条码和警示标签，并按设计制作彩盒、PVC盒、展示盒和吸塑卡。定制颜色每色3000件起订。</p>'],
  ['如何发货？从哪个港口出运？', '<p>义乌货物一般FOB宁波或上海，南方工厂FOB深圳或广州。也可报CIF及到欧洲、北美的DDP价格，拼箱整柜均可。</p>'],
  ['工厂有验厂报告吗？', '<p>有。我们的工厂通过了BSCI（amfori）审核和Costco验厂，报告可按需提供。灯饰产品符合CE、UKCA及UL要求。</p>'],
  ['询价流程是怎样的？', '<p>将产品加入购物车并提交询价单，我们的业务员会在一个工作日内回复价格、交期和装柜方案。网站上不涉及付款。</p>'],
  ['可以参观展厅吗？', '<p>义乌展厅周一至周六8:30-17:30开放。告知来访日期，我们可到义乌火车站或机场接您。</p>'],
];

export function faqRows(siteId: number) {
  const rows = (list: readonly [string, string][], languageflag: number) =>
    list.map(([question, answer], index) => ({ siteId, question, answer, languageflag, sortnum: index + 1 }));
  return [...rows(FAQ_ZH, 0), ...rows(FAQ_EN, 1)];
}
