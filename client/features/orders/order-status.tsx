import { css } from 'styled-system/css';
import type { Order } from '../../../shared/checkout/order';
import { useT } from '../../i18n/intl';
import { PickupReady } from '../fulfilment/pickup-ready';

/**
 * An order's status as the engine keeps it (processing or cancelled) and its payment status,
 * shown on the confirmation, the order lookup and the order history (decision 255).
 */
export function OrderStatusLine({ order }: { order: Order }) {
  const t = useT();
  return (
    <p data-testid="order-status">
      {t('orders.status.label')} <strong>{t(`orders.status.${order.status}`)}</strong> · {t(`orders.payment.${order.paymentStatus}`)}
    </p>
  );
}

/** When a pickup shipment is ready at its store, with FREE (document 1 §4); nothing for delivery. */
export function ShipmentReadyTime({ shipment }: { shipment: Order['shipments'][number] }) {
  if (shipment.c_shipmentType !== 'pickup' || !shipment.c_pickupReadyTime) return null;
  return (
    <div className={css({ fontWeight: 'semibold' })}>
      <PickupReady ready={shipment.c_pickupReadyTime} />
    </div>
  );
}
