import { useT } from '../i18n/intl';
import { CartView } from '../features/cart/cart-view';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /cart: the shopper's cart (its data is personal and comes from the browser). */
export default function CartPage({ payload }: PageProps) {
  const t = useT();
  const heading = t('common.screen.cart');
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} heading={heading} breadcrumbs={payload.breadcrumbs}>
      <CartView />
    </PageLayout>
  );
}
