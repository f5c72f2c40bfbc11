import useSWR from 'swr';
import { css } from 'styled-system/css';
import type { Basket } from '../../../shared/cart/basket';
import type { PickupStore } from '../../../shared/checkout/checkout-page-data';
import { formatPrice } from '../../../shared/pricing/format-price';
import { STANDARD_ESTIMATE_DAYS } from '../../../shared/checkout/shipping';
import type { LocaleId } from '../../../shared/sites/config';
import { localizedStoreName } from '../../../shared/stores/store-name';
import type { StoreSearchResult } from '../../../shared/types/store';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { PickupReady } from '../fulfilment/pickup-ready';
import { storesByIdKey } from '../store-picker/selected-store';
import { fetchStores } from '../store-picker/store-fetch';
import { sectionClass, sectionTitleClass } from './form-styles';
import { RegionAbbr } from '../locale/region-abbr';

/**
 * The basket's lines by shipment: delivery with the standard method and its estimated time, and
 * each pickup store with its name, address and pickup ready time (date, time, FREE, next-day
 * flag; shared/stores rules, computed by the stores API at request time).
 */
export function CheckoutLines({ basket, stores, locale }: { basket: Basket; stores: PickupStore[]; locale: LocaleId }) {
  const t = useT();
  const delivery = basket.productItems.filter((i) => i.c_shipmentType === 'delivery');
  const pickupStoreIds = [...new Set(basket.productItems.filter((i) => i.c_shipmentType === 'pickup').map((i) => i.c_fromStoreId ?? ''))];
  const { location } = useRouter();
  const idsKey = pickupStoreIds.filter(Boolean).sort().join(',');
  // Open state and ready time depend on the moment: read them fresh, never from the cached store record.
  const { data: statuses } = useSWR<StoreSearchResult>(idsKey ? storesByIdKey(location.site.id, location.locale.id, idsKey) : null, fetchStores, { keepPreviousData: true });
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
        const status = statuses?.data.find((s) => s.id === storeId) ?? null;
        const store = stores.find((s) => s.id === storeId) ?? status;
        return (
          <section key={storeId} className={sectionClass} aria-label={t('checkout.pickup.heading')} data-testid="checkout-pickup">
            <h2 className={sectionTitleClass}>{t('checkout.pickup.heading')}</h2>
            {store && (
              <p data-testid="pickup-store">
                <strong>{localizedStoreName(store.name, locale)}</strong>
                <br />
                {store.address1}, {store.city}, <RegionAbbr code={store.stateCode} /> {store.postalCode}
              </p>
            )}
            {status?.c_pickupReadyTime && <PickupReady ready={status.c_pickupReadyTime} />}
            <ul className={css({ display: 'grid', gap: '1' })}>{basket.productItems.filter((i) => i.c_fromStoreId === storeId && i.c_shipmentType === 'pickup').map(line)}</ul>
          </section>
        );
      })}
    </>
  );
}
