import { useState } from 'react';
import { css } from 'styled-system/css';
import type { ShipmentType } from '../../../shared/cart/add-to-cart';
import type { ProductSectionInput } from '../../../shared/types/product-section';
import { productStockKey, type DeliveryOptions } from '../../../shared/types/stock';
import { Deferred } from '../../data/deferred';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { useSelectedStore } from '../store-picker/selected-store';
import { FulfilmentChoice } from './fulfilment-choice';
import { StockSkeleton } from './stock-skeleton';
import { lazyPart } from '../../components/lazy/lazy-part';

// The drawer and the dialog library load when the shopper first changes the store (decision 220).
const drawer = lazyPart(() => import('./store-picker-drawer').then((m) => m.StorePickerDrawer), 'store-picker-drawer');

export interface FulfilmentStock {
  /** Online available-to-sell for delivery. */
  delivery: number;
  /** The selected store's stock for pickup, or null when pickup is not offered. */
  pickup: number | null;
  storeId: string | null;
}

export interface FulfilmentOptionsProps extends ProductSectionInput {
  quantity: number;
  shipmentType: ShipmentType;
  onShipmentTypeChange: (type: ShipmentType) => void;
  onStockChange?: (stock: FulfilmentStock) => void;
}

/**
 * Delivery vs in-store pickup (document 2 §2, §4): delivery by default, pickup on the Canadian
 * site at the selected store with its stock, open state and ready time, and a drawer to change
 * the store. Stock streams in (skeleton meanwhile, 3 s fallback); the server renders it for the
 * default store, and a store chosen in this browser is fetched after hydration.
 */
export function FulfilmentOptions(props: FulfilmentOptionsProps) {
  const t = useT();
  const { location } = useRouter();
  const { storeId, defaultStoreId, changeStore } = useSelectedStore();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pickupOffered = location.site.l10n.country === 'CA';
  const keyStoreId = pickupOffered && storeId && storeId !== defaultStoreId ? storeId : null;
  const apiKey = productStockKey(location.site.id, location.locale.id, props.productId, keyStoreId);
  return (
    <section aria-label={t('fulfilment.legend')} data-testid="fulfilment-options" className={css({ display: 'grid', gap: '3' })}>
      <Deferred<DeliveryOptions | null | undefined> apiKey={apiKey} fallback={<StockSkeleton />}>
        {(stock) => <FulfilmentChoice {...props} stock={stock ?? null} pickupOffered={pickupOffered} onChangeStore={() => setDrawerOpen(true)} />}
      </Deferred>
      {pickupOffered && (
        <drawer.Part
          wanted={drawerOpen}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          productId={props.productId}
          selectedStoreId={storeId}
          onSelect={(store) => {
            changeStore(store);
            setDrawerOpen(false);
          }}
        />
      )}
    </section>
  );
}
