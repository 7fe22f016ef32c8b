import { CartView } from '@/components/cart/cart-view';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';
import { getAddressOptions } from '@/server/accounts/address-options';

export const generateMetadata = titleMetadata('cart');

/** §2 /cart (R2.05). The cart loads in the browser: the HTML stays the same for everyone. */
export default async function Page({ params }: LocalePageProps) {
  const options = getAddressOptions(await pageLocale(params));
  return (
    // From 1024 px the summary column is sticky and taller than the room above the
    // floating buttons, so it would stay under them while a long cart scrolls: keep it clear.
    <TitledPage name="cart" className="container-x floating-room-right py-8">
      <SignedInOnly><CartView options={options} /></SignedInOnly>
    </TitledPage>
  );
}
