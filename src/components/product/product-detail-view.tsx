import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { cartonVolumeM3 } from '@/lib/carton';
import { formatPrice } from '@/lib/locale-fields';
import { quantityArgs } from '@/lib/unit-quantity';
import type { ProductDetail } from '@/server/catalog/get-product';
import { imageUrl } from '@/server/catalog/image-url';
import { sanitizeRichText } from '@/server/content/rich-text';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import { PriceBreakTable } from './price-break-table';

export async function ProductDetailView({ product }: { product: ProductDetail }) {
  const t = await getTranslations('product');
  const tu = await getTranslations('units');
  const locale = await getLocale();
  const unit = { code: product.unitCode, name: product.unit };
  const moq = tu('quantity', quantityArgs(product.moq, unit));
  const facts: [label: string, value: string, testId?: string][] = [
    [t('code'), product.code],
    [t('moq'), moq, 'detail-moq'],
    [t('stock'), product.stock > 0 ? t('inStock', { stock: tu('quantity', quantityArgs(product.stock, unit)) }) : t('outOfStock'), 'detail-stock'],
    [t('packing'), product.packing],
    [t('carton'), `${t('pcsPerCarton', { quantity: tu('quantity', quantityArgs(product.pcsPerCarton, unit)) })} · ${t('cartonSize', product.carton)}`, 'detail-carton'],
    [t('volume'), t('volumeValue', { value: cartonVolumeM3(product.carton.l, product.carton.w, product.carton.h) }), 'detail-volume'],
    [t('weights', { gross: product.grossWeightKg, net: product.netWeightKg }), ''],
    ...(product.material ? [[t('material'), product.material, 'detail-material'] as [string, string, string]] : []),
    [t('barcode'), product.barcode],
    [t('launch'), product.launchtime.toISOString().slice(0, 10)],
  ];
  const pictures = product.pics.map((pic) => ({ full: imageUrl(pic), thumb: imageUrl(pic, 100) }));
  const viewed = { id: product.id, code: product.code, name: product.names.name, nameen: product.names.nameen, cover: imageUrl(product.pics[0] ?? '', 200) };
  return (
    <article data-testid="product-detail">
      {product.topic && (
        <nav className="mb-4 text-xs text-muted">
          <Link href={{ pathname: '/products', query: { title: product.topic.name, code: product.topic.code, page: 1 } }} className="hover:text-brand">
            {product.topic.name}
          </Link>
        </nav>
      )}
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery pictures={pictures} alt={product.name} />
        {/* The feedback prompt's card never covers the buying controls and trade data. */}
        <div className="space-y-5" data-keep-clear="">
          <h1 className="text-3xl font-bold">{product.name}</h1>
          {/* Empty in the shared HTML: a signed-in buyer's own price fills it after load (ADR 0053). */}
          <div className="detail-yours" data-pp={product.id} data-pp-detail={tu('per', quantityArgs(1, unit))} />
          <p className="detail-price text-3xl font-bold text-brand" data-testid="product-price">
            {formatPrice(product.price, locale)} <span className="text-base font-normal text-muted">{tu('per', quantityArgs(1, unit))}</span>
          </p>
          <PriceBreakTable ranges={product.priceRanges} unit={product.unit} />
          <ProductActions product={viewed} moq={product.moq} unit={unit} />
          <dl className="divide-y divide-line rounded-lg border border-line text-sm" data-testid="trade-data">
            {facts.map(([label, value, testId]) => (
              <div key={label} className="grid grid-cols-[12rem_1fr] gap-3 px-4 py-2.5">
                <dt className={value ? 'text-muted' : 'col-span-2'}>{label}</dt>
                {value && <dd data-testid={testId}>{value}</dd>}
              </div>
            ))}
          </dl>
        </div>
      </div>
      {product.descriptionHtml && (
        <section className="mt-10" aria-labelledby="description">
          <h2 id="description" className="mb-3 text-xl font-semibold">
            {t('description')}
          </h2>
          <div className="rich-text max-w-[100rem] text-sm" dangerouslySetInnerHTML={{ __html: sanitizeRichText(product.descriptionHtml) }} />
        </section>
      )}
    </article>
  );
}
