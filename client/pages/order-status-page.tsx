import type { OrderStatusPageData } from '../../shared/checkout/checkout-page-data';
import { OrderLookupForm } from '../features/orders/order-lookup-form';
import { useT } from '../i18n/intl';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /pages/order-status and /pages/order-status/{orderNo}: find an order by number and e-mail. */
export default function OrderStatusPage({ payload }: PageProps<OrderStatusPageData>) {
  const t = useT();
  const heading = t('orders.lookup.heading');
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} heading={heading} breadcrumbs={payload.breadcrumbs}>
      <OrderLookupForm initialOrderNo={payload.data.orderNo} />
    </PageLayout>
  );
}
