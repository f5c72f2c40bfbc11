import { css } from 'styled-system/css';
import type { OrdersPage } from '../../../shared/account/account-page-data';
import type { Order } from '../../../shared/checkout/order';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { LocaleId } from '../../../shared/sites/config';
import { useIntl, useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { sectionClass } from '../checkout/form-styles';
import { CoreReturnNote } from '../orders/core-return-note';
import { OrderStatusLine, ShipmentReadyTime } from '../orders/order-status';

const rowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });

function OrderCard({ order, locale }: { order: Order; locale: LocaleId }) {
  const t = useT();
  const intl = useIntl();
  const price = (minor: number) => formatPrice(minor, order.currency, locale);
  const date = intl.formatDate(new Date(order.creationDate), { dateStyle: 'long', timeZone: 'UTC' });
  const shipmentType = new Map(order.shipments.map((s) => [s.shipmentId, s.c_shipmentType]));
  return (
    <li className={sectionClass} aria-label={t('account.orders.number', { orderNo: order.orderNo })}>
      <div className={rowClass}>
        <h2 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{t('account.orders.number', { orderNo: order.orderNo })}</h2>
        <span>{t('account.orders.placed', { date })}</span>
      </div>
      <OrderStatusLine order={order} />
      {order.shipments.map((s) => (
        <ShipmentReadyTime key={s.shipmentId} shipment={s} />
      ))}
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>{t('account.orders.linesCaption', { orderNo: order.orderNo })}</caption>
        <thead>
          <tr className={css({ textAlign: 'start', borderBottom: '1px solid', borderColor: 'line' })}>
            <th scope="col" className={css({ textAlign: 'start', py: '1' })}>{t('account.orders.product')}</th>
            <th scope="col" className={css({ textAlign: 'end', py: '1' })}>{t('account.orders.quantity')}</th>
            <th scope="col" className={css({ textAlign: 'end', py: '1', display: { base: 'none', sm: 'table-cell' } })}>{t('account.orders.shipment')}</th>
            <th scope="col" className={css({ textAlign: 'end', py: '1' })}>{t('account.orders.price')}</th>
          </tr>
        </thead>
        <tbody>
          {order.productItems.map((item) => (
            <tr key={item.itemId} className={css({ borderBottom: '1px solid', borderColor: 'line' })}>
              <td className={css({ py: '1', pe: '2', overflowWrap: 'anywhere' })}>{item.productName}</td>
              <td className={css({ py: '1', textAlign: 'end' })}>{item.quantity}</td>
              <td className={css({ py: '1', textAlign: 'end', display: { base: 'none', sm: 'table-cell' } })}>
                {t(`account.orders.shipment.${shipmentType.get(item.shipmentId) ?? item.c_shipmentType}`)}
              </td>
              <td className={css({ py: '1', textAlign: 'end' })}>{price(item.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '1', fontSize: 'sm' })}>
        <dt>{t('account.orders.subtotal')}</dt>
        <dd>{price(order.productSubTotal)}</dd>
        <dt>{t('account.orders.shipping')}</dt>
        <dd>{price(order.shippingTotal)}</dd>
        {order.c_coreDepositTotal > 0 && (
          <>
            <dt>{t('checkout.summary.coreDeposit')}</dt>
            <dd>{price(order.c_coreDepositTotal)}</dd>
          </>
        )}
        <dt>{t('account.orders.tax')}</dt>
        <dd>{price(order.taxTotal)}</dd>
        <dt className={css({ fontWeight: 'bold' })}>{t('account.orders.total')}</dt>
        <dd className={css({ fontWeight: 'bold' })}>{price(order.orderTotal)}</dd>
      </dl>
      <CoreReturnNote order={order} locale={locale} />
    </li>
  );
}

/** Order History: the customer's orders on this site, newest first, a page at a time (?page=N). */
export function OrderHistory({ page }: { page: OrdersPage }) {
  const t = useT();
  const { location } = useRouter();
  if (page.total === 0) return <p className={css({ color: 'muted' })}>{t('account.orders.empty')}</p>;
  const current = Math.floor(page.offset / page.limit) + 1;
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const hrefOf = (n: number) => (n === 1 ? '/account/order-history' : `/account/order-history?page=${n}`);
  return (
    <>
      <ul className={css({ display: 'grid', gap: '3' })}>
        {page.orders.map((order) => (
          <OrderCard key={order.orderNo} order={order} locale={location.locale.id} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('account.orders.pagination')} className={css({ display: 'flex', gap: '4', alignItems: 'center', justifyContent: 'center' })}>
          {current > 1 && <Link to={hrefOf(current - 1)}>{t('account.orders.previous')}</Link>}
          <span>{t('account.orders.pageOf', { page: current, pages })}</span>
          {current < pages && <Link to={hrefOf(current + 1)}>{t('account.orders.next')}</Link>}
        </nav>
      )}
    </>
  );
}
