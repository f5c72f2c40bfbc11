import { css } from 'styled-system/css';
import type { Order } from '../../../shared/checkout/order';
import { STANDARD_ESTIMATE_DAYS } from '../../../shared/checkout/shipping';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { LocaleId } from '../../../shared/sites/config';
import { localizedStoreName } from '../../../shared/stores/store-name';
import { OrderSummary } from '../checkout/order-summary';
import { sectionClass, sectionTitleClass } from '../checkout/form-styles';
import { useT } from '../../i18n/intl';
import { RegionAbbr } from '../locale/region-abbr';
import { CoreReturnNote } from './core-return-note';
import { ShipmentReadyTime } from './order-status';

/** An order's lines by shipment, addresses, totals and core-return instructions (confirmation and order lookup). */
export function OrderDetails({ order, locale }: { order: Order; locale: LocaleId }) {
  const t = useT();
  const price = (minor: number) => formatPrice(minor, order.currency, locale);
  // A placed order's taxes are all known (it has its addresses).
  const totals = { productSubtotal: order.productSubTotal, shippingTotal: order.shippingTotal, coreDepositTotal: order.c_coreDepositTotal, orderTotal: order.orderTotal, taxes: order.c_taxes, taxPending: false };
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' })}>
      <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
        <CoreReturnNote order={order} locale={locale} />
        {order.shipments.map((s) => (
          <section key={s.shipmentId} className={sectionClass}>
            <h2 className={sectionTitleClass}>{s.c_shipmentType === 'pickup' ? t('orders.pickupAt') : t('orders.delivery')}</h2>
            {s.c_shipmentType === 'delivery' && s.shippingAddress && (
              <p>
                {t('checkout.shippingMethod.standard', s.shippingMethod.c_estimatedDays ?? STANDARD_ESTIMATE_DAYS)}
                <br />
                {s.shippingAddress.firstName} {s.shippingAddress.lastName}, {s.shippingAddress.address1}, {s.shippingAddress.city}, <RegionAbbr code={s.shippingAddress.stateCode} /> {s.shippingAddress.postalCode}
              </p>
            )}
            {s.c_store && (
              <p>
                <strong>{localizedStoreName(s.c_store.name, locale)}</strong>
                <br />
                {s.c_store.address1}, {s.c_store.city}, <RegionAbbr code={s.c_store.stateCode} /> {s.c_store.postalCode}
              </p>
            )}
            <ShipmentReadyTime shipment={s} />
            <ul className={css({ display: 'grid', gap: '1' })}>
              {order.productItems
                .filter((i) => i.shipmentId === s.shipmentId)
                .map((i) => (
                  <li key={i.itemId} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
                    <span>
                      {i.quantity} × {i.productName} <span className={css({ color: 'muted' })}>({i.productId})</span>
                    </span>
                    <span>{price(i.price)}</span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className={sectionClass}>
        <h2 className={sectionTitleClass}>{t('checkout.summary.heading')}</h2>
        <OrderSummary totals={totals} currency={order.currency} locale={locale} />
      </aside>
    </div>
  );
}
