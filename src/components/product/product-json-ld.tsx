import type { ProductDetail } from '@/server/catalog/get-product';
import { currencyOf } from '@/lib/locale-fields';
import type { Locale } from '@/i18n/routing';
import { cspNonce } from '@/server/security/nonce';

/**
 * schema.org Product for search engines. `<` is escaped so text can never close the script; it
 * carries the request's CSP nonce like every inline script we render.
 */
export async function ProductJsonLd({ product, locale, url, images }: { product: ProductDetail; locale: Locale; url: string; images: string[] }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    ...(/^\d{13}$/.test(product.barcode) ? { gtin13: product.barcode } : {}),
    image: images,
    description: product.descriptionHtml
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500),
    category: product.topic?.name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currencyOf(locale),
      price: product.price.toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: product.moq },
    },
  };
  return <script type="application/ld+json" nonce={await cspNonce()} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
