import { css } from 'styled-system/css';
import type { Basket } from '../../../shared/cart/basket';
import type { PickupStore } from '../../../shared/checkout/checkout-page-data';
import { formatPrice } from '../../../shared/pricing/format-price';
import { STANDARD_ESTIMATE_DAYS } from '../../../shared/checkout/shipping';
import type { LocaleId } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';
import { sectionClass, sectionTitleClass } from './form-styles';

/**
 * The basket's lines by shipment: delivery with the standard method and its estimated time, and
 * each pickup store with its name and address.
 */
export function CheckoutLines({ basket, stores, locale }: { basket: Basket; stores: PickupStore[]; locale: LocaleId }) {
  const t = useT();
  const delivery = basket.productItems.filter((i) => i.c_shipmentType === 'delivery');
  const pickupStoreIds = [...new Set(basket.productItems.filter((i) => i.c_shipmentType === 'pickup').map((i) => i.c_fromStoreId ?? ''))];
  const line = (item: Basket['productItems'][number]) => (
    <li key={item.itemId} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
      <span>
        {item.quantity} × {item.productName}
      </span>
      <span>{formatPrice(item.price, basket.currency, locale)}</span>
    </li>
  );
  return (
    <>
      {delivery.length > 0 && (
        <section className={sectionClass} aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery" className={sectionTitleClass}>
            {t('checkout.shippingMethod.heading')}
          </h2>
          <p data-testid="shipping-method">
            {t('checkout.shippingMethod.standard', { min: STANDARD_ESTIMATE_DAYS.min, max: STANDARD_ESTIMATE_DAYS.max })}
          </p>
          <ul className={css({ display: 'grid', gap: '1' })}>{delivery.map(line)}</ul>
        </section>
      )}
      {pickupStoreIds.map((storeId) => {
        const store = stores.find((s) => s.id === storeId);
        return (
          <section key={storeId} className={sectionClass} aria-label={t('checkout.pickup.heading')}>
            <h2 className={sectionTitleClass}>{t('checkout.pickup.heading')}</h2>
            {store && (
              <p data-testid="pickup-store">
                <strong>{store.name}</strong>
                <br />
                {store.address1}, {store.city}, {store.stateCode} {store.postalCode}
              </p>
            )}
            <ul className={css({ display: 'grid', gap: '1' })}>{basket.productItems.filter((i) => i.c_fromStoreId === storeId && i.c_shipmentType === 'pickup').map(line)}</ul>
          </section>
        );
      })}
    </>
  );
}
