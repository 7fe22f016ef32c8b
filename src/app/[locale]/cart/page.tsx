import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { getAddressOptions } from '@/server/accounts/address-options';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('cart') };
}

/** §2 /cart (R2.05). The cart loads in the browser: the HTML stays the same for everyone. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('pages');
  return (
    // Issue 17 §6: from 1024 px the summary column is sticky and taller than the room above the
    // floating buttons, so it would stay under them while a long cart scrolls: keep it clear.
    <div className="container-x floating-room-right py-8">
      <PageTitle>{t('cart')}</PageTitle>
      <SignedInOnly>
        <CartView options={getAddressOptions(locale)} />
      </SignedInOnly>
    </div>
  );
}
