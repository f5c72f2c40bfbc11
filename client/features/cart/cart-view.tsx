import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Basket, BasketProductItem, BasketShipment } from '../../../shared/cart/basket';
import type { LocaleId } from '../../../shared/sites/config';
import { localizedStoreName } from '../../../shared/stores/store-name';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { useSelectedStore } from '../store-picker/selected-store';
import { CartLine } from './cart-line';
import { ItemsUnavailableDialog, unavailableLines } from './items-unavailable-dialog';
import { OrderSummary } from './order-summary';
import { useCart } from './use-cart';
import { useCartLines } from './use-cart-lines';
import { basketItems } from './cart-analytics';
import { trackItems } from '../analytics/analytics-events';
import { useTrackOnce } from '../analytics/use-track-once';

const linkButton = css({ fontSize: 'sm', color: 'brand.blue', textDecoration: 'underline', cursor: 'pointer', _disabled: { color: 'muted', cursor: 'progress' } });

/** Remove and, on the Canadian site, move between delivery and pickup. */
function LineActions({ item, pickupStoreId }: { item: BasketProductItem; pickupStoreId: string | null }) {
  const t = useT();
  const { remove, move } = useCartLines();
  const { location } = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  // Pickup is offered on the Canadian site only (document 2 §6); set members ship by delivery.
  const canMove = location.site.l10n.country === 'CA' && !item.c_isFromSet && (item.c_shipmentType === 'pickup' || pickupStoreId);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
      <button type="button" disabled={busy} className={linkButton} aria-label={t('cart.removeItem', { name: item.productName })} onClick={() => run(() => remove([item]))}>
        {t('cart.remove')}
      </button>
      {canMove && (
        <button
          type="button"
          disabled={busy}
          className={linkButton}
          onClick={() => run(() => (item.c_shipmentType === 'pickup' ? move(item, 'delivery', null) : move(item, 'pickup', pickupStoreId)))}
        >
          {item.c_shipmentType === 'pickup' ? t('cart.moveToDelivery') : t('cart.moveToPickup')}
        </button>
      )}
    </div>
  );
}

function ShipmentGroup({ basket, shipment, locale, pickupStoreId }: { basket: Basket; shipment: BasketShipment; locale: LocaleId; pickupStoreId: string | null }) {
  const t = useT();
  const items = basket.productItems.filter((item) => item.shipmentId === shipment.shipmentId);
  if (!items.length) return null;
  const title = shipment.c_shipmentType === 'pickup' ? t('cart.pickupAt', { store: shipment.c_storeName ? localizedStoreName(shipment.c_storeName, locale) : (shipment.c_fromStoreId ?? '') }) : t('cart.delivery');
  return (
    <section aria-label={title} data-testid={`shipment-${shipment.c_shipmentType}`} className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', px: '4', py: '2' })}>
      <h2 className={css({ fontSize: 'md', fontWeight: 'bold', py: '2', borderBottom: '1px solid', borderColor: 'line' })}>{title}</h2>
      <div className={css({ '& > article + article': { borderTop: '1px solid', borderColor: 'line' } })}>
        {items.map((item) => (
          <CartLine key={item.itemId} item={item} currency={basket.currency} locale={locale} showFit actions={<LineActions item={item} pickupStoreId={pickupStoreId} />} />
        ))}
      </div>
    </section>
  );
}

function EmptyCart() {
  const t = useT();
  return (
    <div data-testid="cart-empty" className={css({ textAlign: 'center', py: '12', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })}>
      <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('cart.empty')}</p>
      <p className={css({ color: 'muted' })}>{t('cart.emptyHint')}</p>
      <Link to="/" className={css({ display: 'inline-flex', alignItems: 'center', minH: '11', px: '6', borderRadius: 'md', bg: 'brand.yellow', color: 'ink', fontWeight: 'bold' })}>
        {t('cart.startShopping')}
      </Link>
    </div>
  );
}

/**
 * The cart page (document 1 §2.1 /cart): lines grouped by shipment (delivery, pickup per store),
 * quantity, remove, move, vehicle fit, Items Unavailable, order summary, empty state. Personal,
 * so it is read in the browser only.
 */
export function CartView() {
  const { location } = useRouter();
  const { basket, data } = useCart();
  // A line moved to pickup goes to the pickup shipment's store, else the selected store.
  const { storeId: selectedStoreId } = useSelectedStore();
  // view_cart once per visit of the cart page, when a cart with lines has loaded.
  useTrackOnce(basket?.productItems.length ? basket.basketId : null, () => basket && trackItems('view_cart', basket.currency, basketItems(location.site.id, basket)));
  if (data === undefined) return <div aria-busy="true" className={css({ h: '40', bg: 'surface', borderRadius: 'lg' })} />;
  if (!basket || basket.productItems.length === 0) return <EmptyCart />;
  const pickupStoreId = basket.shipments.find((s) => s.c_shipmentType === 'pickup')?.c_fromStoreId ?? (location.site.l10n.country === 'CA' ? selectedStoreId : null);
  const shipments = [...basket.shipments].sort((a, b) => (a.c_shipmentType === b.c_shipmentType ? 0 : a.c_shipmentType === 'delivery' ? -1 : 1));
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, gap: '6' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
        {shipments.map((shipment) => (
          <ShipmentGroup key={shipment.shipmentId} basket={basket} shipment={shipment} locale={location.locale.id} pickupStoreId={pickupStoreId} />
        ))}
      </div>
      <OrderSummary basket={basket} locale={location.locale.id} />
      <ItemsUnavailableDialog items={unavailableLines(basket.productItems)} />
    </div>
  );
}
