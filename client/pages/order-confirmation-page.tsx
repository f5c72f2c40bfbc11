import { css } from 'styled-system/css';
import type { ConfirmationPageData } from '../../shared/checkout/checkout-page-data';
import { OrderDetails } from '../features/orders/order-details';
import { OrderStatusLine } from '../features/orders/order-status';
import { useT } from '../i18n/intl';
import { Link } from '../router/link';
import { useRouter } from '../router/router';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /checkout/confirmation/{orderNo}: thanks, the order number, the e-mail it was sent to, the order. */
export default function OrderConfirmationPage({ payload }: PageProps<ConfirmationPageData>) {
  const t = useT();
  const { location } = useRouter();
  const { order } = payload.data;
  const heading = t('orders.confirmation.heading');
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} heading={heading}>
      <div className={css({ display: 'grid', gap: '4' })}>
        <p className={css({ fontSize: 'lg' })} data-testid="order-number">
          {t('orders.confirmation.number', { orderNo: order.orderNo })}
        </p>
        <p>{t('orders.confirmation.emailSent', { email: order.customerInfo.email })}</p>
        <OrderStatusLine order={order} />
        <OrderDetails order={order} locale={location.locale.id} />
        <p>
          <Link to="/" className={css({ color: 'brand.blue', textDecoration: 'underline' })}>
            {t('checkout.continueShopping')}
          </Link>
        </p>
      </div>
    </PageLayout>
  );
}
