/** One line of a store's weekly hours; hours null means closed that day. */
export interface StoreHoursEntry {
  /** Localized weekday name. */
  day: string;
  /** "8am - 9pm", or null when closed. */
  hours: string | null;
}

/**
 * A physical store (document 1 §3 Store): the fields that do not depend on the time of the
 * request, so the record can be cached. Open/closed state is computed from storeHoursArray.
 */
export interface Store {
  id: string;
  name: string;
  address1: string;
  city: string;
  stateCode: string;
  countryCode: 'CA' | 'US';
  postalCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** IANA time zone of the store's province or state. */
  timeZone: string;
  inventoryId: string;
  posEnabled: boolean;
  storeLocatorEnabled: boolean;
  /** "day: hours" lines separated by line breaks, Monday first. */
  storeHours: string;
  /** Monday first, seven entries. */
  storeHoursArray: StoreHoursEntry[];
  c_countryCodeValue: string;
  c_inventoryListId: string;
  c_shippingApiStoreId: string;
  c_defaultStore: boolean;
}

/** The API key of a site's default store in a locale (SSR streams it; the client reads it). */
export function defaultStoreKey(siteId: string, localeId: string): string {
  return `/api/stores/default?site=${siteId}&locale=${localeId}`;
}

/** Open-state and pickup-ready fields computed at request time (never cached with the store). */
export interface StoreStatusFields {
  isOpen: boolean;
  /** Open: today's closing time; closed: the next opening (see shared/stores/open-state.ts). */
  c_openState: import('../stores/open-state').OpenState;
  /** When an order placed now is ready for pickup, or null for a store without hours. */
  c_pickupReadyTime: import('../stores/open-state').ReadyTime | null;
}

export type DistanceUnit = 'km' | 'mi';

/** A store as the store search and store list answer it (Shopper Stores Store). */
export interface StoreResult extends Store, StoreStatusFields {
  /** Distance from the search point, in distanceUnit, rounded to 0.1 (search results only). */
  distance?: number;
  distanceUnit?: DistanceUnit;
  /** Stock of the product asked about (store picker drawer), when one was. */
  availableStock?: number;
}

/** Shopper Stores StoreResult: one page of stores. */
export interface StoreSearchResult {
  limit: number;
  offset: number;
  total: number;
  data: StoreResult[];
}

/** Payload data of /pages/store-locator: the site's first stores (null when the read failed). */
export interface StoreLocatorData {
  initial: StoreSearchResult | null;
}

/** Payload data of /pages/store-locator/{storeId}. */
export interface StoreDetailsData {
  store: StoreResult;
}
