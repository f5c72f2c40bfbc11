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
import { usePickupStock } from './use-pickup-stock';
import { pickupRoom } from '../../../shared/cart/stock-rules';
import { basketItems } from './cart-analytics';
import { trackItems } from '../analytics/analytics-events';
import { useTrackOnce } from '../analytics/use-track-once';

const linkButton = css({ fontSize: 'sm', color: 'brand.blue', textDecoration: 'underline', cursor: 'pointer', _disabled: { color: 'muted', cursor: 'progress' } });

/** Where a delivery line could be picked up instead: the store, and how many it can take (undefined until known). */
interface PickupChoice {
  storeId: string | null;
  storeName: string;
  room: (item: BasketProductItem) => number | undefined;
}

/** Remove and, on the Canadian site, move between delivery and pickup. */
function LineActions({ item, pickup }: { item: BasketProductItem; pickup: PickupChoice }) {
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
  const pickupSite = location.site.l10n.country === 'CA' && !item.c_isFromSet;
  // A delivery line moves to pickup only when the store holds its quantity (decision 254).
  const room = pickupSite && item.c_shipmentType === 'delivery' && pickup.storeId ? pickup.room(item) : undefined;
  const canMove = pickupSite && (item.c_shipmentType === 'pickup' || (room !== undefined && room >= item.quantity));
  const pickupStoreId = pickup.storeId;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'baseline' })}>
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
      {room !== undefined && room < item.quantity && (
        <p data-testid="pickup-offer" className={css({ fontSize: 'sm', color: 'muted' })}>
          {room === 0 ? t('cart.pickupNotAvailable', { store: pickup.storeName }) : t('cart.pickupOnly', { count: room, store: pickup.storeName })}
        </p>
      )}
    </div>
  );
}

function ShipmentGroup({ basket, shipment, locale, pickup }: { basket: Basket; shipment: BasketShipment; locale: LocaleId; pickup: PickupChoice }) {
  const t = useT();
  const items = basket.productItems.filter((item) => item.shipmentId === shipment.shipmentId);
  if (!items.length) return null;
  const title = shipment.c_shipmentType === 'pickup' ? t('cart.pickupAt', { store: shipment.c_storeName ? localizedStoreName(shipment.c_storeName, locale) : (shipment.c_fromStoreId ?? '') }) : t('cart.delivery');
  return (
    <section aria-label={title} data-testid={`shipment-${shipment.c_shipmentType}`} className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', px: '4', py: '2' })}>
      <h2 className={css({ fontSize: 'md', fontWeight: 'bold', py: '2', borderBottom: '1px solid', borderColor: 'line' })}>{title}</h2>
      <div className={css({ '& > article + article': { borderTop: '1px solid', borderColor: 'line' } })}>
        {items.map((item) => (
          <CartLine key={item.itemId} item={item} currency={basket.currency} locale={locale} showFit actions={<LineActions item={item} pickup={pickup} />} />
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
  const { storeId: selectedStoreId, store: selectedStore } = useSelectedStore();
  // view_cart once per visit of the cart page, when a cart with lines has loaded.
  useTrackOnce(basket?.productItems.length ? basket.basketId : null, () => basket && trackItems('view_cart', basket.currency, basketItems(location.site.id, basket)));
  const pickupShipment = basket?.shipments.find((s) => s.c_shipmentType === 'pickup');
  const pickupStoreId = pickupShipment?.c_fromStoreId ?? (location.site.l10n.country === 'CA' ? selectedStoreId : null);
  const deliveryIds = (basket?.productItems ?? []).filter((i) => i.c_shipmentType === 'delivery' && !i.c_isFromSet).map((i) => i.productId);
  const pickupStock = usePickupStock(deliveryIds, location.site.l10n.country === 'CA' ? pickupStoreId : null);
  if (data === undefined) return <div aria-busy="true" className={css({ h: '40', bg: 'surface', borderRadius: 'lg' })} />;
  if (!basket || basket.productItems.length === 0) return <EmptyCart />;
  const pickup: PickupChoice = {
    storeId: pickupStoreId,
    storeName: localizedStoreName(pickupShipment?.c_storeName ?? (selectedStore?.id === pickupStoreId ? selectedStore.name : null) ?? pickupStoreId ?? '', location.locale.id),
    room: (item) => {
      const stock = pickupStock?.get(item.productId);
      // What the pickup shipment already holds of the product counts against the store's stock.
      const held = basket.productItems.filter((i) => i.c_shipmentType === 'pickup' && i.productId === item.productId).reduce((sum, i) => sum + i.quantity, 0);
      return stock ? pickupRoom(stock, held) : undefined;
    },
  };
  const shipments = [...basket.shipments].sort((a, b) => (a.c_shipmentType === b.c_shipmentType ? 0 : a.c_shipmentType === 'delivery' ? -1 : 1));
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, gap: '6' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
        {shipments.map((shipment) => (
          <ShipmentGroup key={shipment.shipmentId} basket={basket} shipment={shipment} locale={location.locale.id} pickup={pickup} />
        ))}
      </div>
      <OrderSummary basket={basket} locale={location.locale.id} />
      <ItemsUnavailableDialog items={unavailableLines(basket.productItems)} />
    </div>
  );
}
