import type { ProductDraft } from './product-generator';
import { sizeLabel } from './product-names';
import { colorOf, packOf, unitOf } from './settings-lists';

/** §3: description per product and language flag; 0 Chinese, 1 English. */
export const LANGUAGE_ZH = 0;
export const LANGUAGE_EN = 1;

// Descriptions are plain data, but they are rendered as HTML: escape what came from the catalogue.
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function material(product: ProductDraft) {
  const { leaf, item } = product.look;
  return leaf.material ?? item.material ?? { en: 'Mixed materials', zh: '综合材质' };
}

export function englishDescription(p: ProductDraft): string {
  const { look } = p;
  const unit = unitOf(p.unitCode).nameen.toLowerCase();
  const power = look.lit
    ? '<li>Light: warm white LEDs, battery operated (batteries not included); timer on request</li>'
    : look.item.electric
      ? '<li>Power: battery operated or UL/CE plug on request</li>'
      : '';
  return (
    `<p>${escape(p.nameen)} from our ${escape(look.leaf.topic.nameen)} range, made in our audited factories (BSCI, Costco).</p>` +
    '<ul>' +
    `<li>Material: ${escape(material(p).en)}</li>` +
    `<li>Size: ${sizeLabel(look).en}${look.setOf > 1 ? `, set of ${look.setOf}` : ''}</li>` +
    `<li>Colour: ${colorOf(p.colorCode).nameen}; custom colours from 3,000 pcs</li>` +
    power +
    `<li>Packing: ${packOf(p.packCode).nameen}, ${p.pcsPerCarton} ${unit}s per carton, ` +
    `${p.cartonLengthCm} × ${p.cartonWidthCm} × ${p.cartonHeightCm} cm, G.W. ${p.grossWeightKg} kg / N.W. ${p.netWeightKg} kg</li>` +
    `<li>MOQ: ${p.moq} ${unit}s</li>` +
    `<li>Barcode: EAN-13 ${p.barcode}</li>` +
    '</ul>'
  );
}

export function chineseDescription(p: ProductDraft): string {
  const { look } = p;
  const unit = unitOf(p.unitCode).name;
  const power = look.lit ? '<li>灯光：暖白LED灯，电池供电（不含电池），可定制定时功能</li>' : look.item.electric ? '<li>电源：电池供电，可按需配UL/CE插头</li>' : '';
  return (
    `<p>${escape(p.name)}，属于${escape(look.leaf.topic.name)}系列，由通过BSCI及Costco验厂的工厂生产。</p>` +
    '<ul>' +
    `<li>材质：${escape(material(p).zh)}</li>` +
    `<li>尺寸：${sizeLabel(look).zh}${look.setOf > 1 ? `，${look.setOf}件套` : ''}</li>` +
    `<li>颜色：${colorOf(p.colorCode).name}；3000件起可定制颜色</li>` +
    power +
    `<li>包装：${packOf(p.packCode).name}，每箱${p.pcsPerCarton}${unit}，` +
    `外箱${p.cartonLengthCm}×${p.cartonWidthCm}×${p.cartonHeightCm}厘米，毛重${p.grossWeightKg}千克/净重${p.netWeightKg}千克</li>` +
    `<li>起订量：${p.moq}${unit}</li>` +
    `<li>条码：EAN-13 ${p.barcode}</li>` +
    '</ul>'
  );
}
