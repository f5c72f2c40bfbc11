/** Delivery and pickup availability (document 1 §3 Store availability, document 2 §3 Stock). */
import { STANDARD_ESTIMATE_DAYS } from '../checkout/shipping';
import type { StoreResult } from './store';

export interface StoreStock {
  storeId: string;
  availableStock: number;
  inventoryListID: string;
}

/** The least-stocked member of a set or bundle (the product itself otherwise). */
export interface LeastAvailableProduct {
  productId: string;
  availableStock: number;
}

/** GET …/delivery-options: per-product delivery and pickup availability. */
export interface DeliveryOptions {
  productId: string;
  delivery: {
    available: boolean;
    availableStock: number;
    inventoryListID: string;
    shippingMethod: { method: 'standard'; estimatedTime: string };
  };
  /** Null where pickup is not offered (the US site). */
  pickup: {
    available: boolean;
    storeId: string;
    availableStock: number;
    inventoryListID: string;
    shippingApiStoreId: string;
    store: StoreResult;
  } | null;
  /** Stock at c_storeId and every c_storeIds store. */
  storeStockList: StoreStock[];
  /** For pickup at c_storeId: the least-available member of a set or bundle. */
  leastAvailableProduct: LeastAvailableProduct;
}

/** One product of GET …/products-data. */
export interface ProductData {
  productId: string;
  type: string;
  inventory: { id: string; ats: number; orderable: boolean };
  storeStockList: StoreStock[];
  leastAvailableProduct: LeastAvailableProduct;
}

/** Standard delivery's estimate as the delivery-options API states it, from the method's own (decision 246). */
export const STANDARD_DELIVERY_ESTIMATE = `${STANDARD_ESTIMATE_DAYS.min}-${STANDARD_ESTIMATE_DAYS.max} business days`;

/** API key of the product page's stock section (streamed by SSR, fetched on client navigation). */
export function productStockKey(siteId: string, localeId: string, productId: string, storeId: string | null): string {
  const store = storeId ? `&storeId=${encodeURIComponent(storeId)}` : '';
  return `/api/stock?site=${siteId}&locale=${localeId}&productId=${encodeURIComponent(productId)}${store}`;
}
