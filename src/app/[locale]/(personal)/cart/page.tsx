import { CartPage } from '@/components/cart/cart-page';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';
import { getAddressOptions } from '@/server/accounts/address-options';

export const generateMetadata = titleMetadata('cart');

/**
 * §2 /cart (R2.05): a customer's cart, or a guest's local one (ADR 0020). The cart loads in the
 * browser: the HTML stays the same for everyone.
 */
export default async function Page({ params }: LocalePageProps) {
  const options = getAddressOptions(await pageLocale(params));
  return (
    // From 1024 px the summary column is sticky and taller than the room above the floating
    // buttons, so it would stay under them while a long cart scrolls: keep it clear.
    <TitledPage name="cart" className="container-x floating-room-right py-8">
      <CartPage options={options} />
    </TitledPage>
  );
}
