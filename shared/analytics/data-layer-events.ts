/**
 * The data-layer events of document 2 §7 (Analytics data-layer events), in the GA4 ecommerce shape
 * tag managers read from `window.dataLayer` (decision 183). Money is in major units here: the
 * mapping in items.ts converts the store's minor units once.
 */
import type { CurrencyCode } from '../sites/config';

/** One product of an ecommerce event (GA4 item parameters plus the store's vehicle fields). */
export interface DataLayerItem {
  item_id: string;
  item_name?: string;
  /** The product's own brand (document 1 §9: the default brand label is the product's brand). */
  item_brand?: string;
  /** Category levels by id, top level first (stable across the four locales). */
  item_category?: string;
  item_category2?: string;
  /** The variant bought when the page's product is a master. */
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  /** Position in its list, from 0, counting earlier pages. */
  index?: number;
  /** Unit price the shopper pays. */
  price?: number;
  /** Unit discount against the struck-through price; present only when there is one. */
  discount?: number;
  quantity?: number;
  coupon?: string;
  affiliation?: string;
  /** The vehicle the part is shopped for (the selected vehicle, or the cart line's). */
  vehicle_id?: string;
  vehicle_year?: number;
  vehicle_make?: string;
  vehicle_model?: string;
  vehicle_submodel?: string;
  vehicle_engine?: string;
  /** Whether the part fits that vehicle. */
  vehicle_fit?: boolean;
}

interface ListEcommerce {
  item_list_id: string;
  item_list_name: string;
  items: DataLayerItem[];
}

interface ValueEcommerce {
  currency: CurrencyCode;
  value: number;
  coupon?: string;
  items: DataLayerItem[];
}

/** The ecommerce events, each with its `ecommerce` object. */
export type EcommerceEvent =
  | { event: 'view_item_list'; ecommerce: ListEcommerce }
  | { event: 'select_item'; ecommerce: ListEcommerce }
  | { event: 'view_item'; ecommerce: ValueEcommerce }
  | { event: 'add_to_cart'; ecommerce: ValueEcommerce }
  | { event: 'remove_from_cart'; ecommerce: ValueEcommerce }
  | { event: 'view_cart'; ecommerce: ValueEcommerce }
  | { event: 'add_to_wishlist'; ecommerce: ValueEcommerce }
  | { event: 'begin_checkout'; ecommerce: ValueEcommerce }
  | { event: 'add_shipping_info'; ecommerce: ValueEcommerce & { shipping_tier: string } }
  | { event: 'add_payment_info'; ecommerce: ValueEcommerce & { payment_type: string } }
  | {
      event: 'purchase';
      ecommerce: ValueEcommerce & { transaction_id: string; tax: number; shipping: number; affiliation?: string };
    };

/** Page events of list and detail pages (document 2 §7: view-item, view-list, view-search, view-category). */
interface PageFields {
  page_path: string;
  site_id: string;
  locale: string;
}

export type PageEvent =
  | ({ event: 'view-item'; item_id: string } & PageFields)
  | ({ event: 'view-list'; list_id: string; category_id?: string; vehicle_id?: string; result_count: number } & PageFields)
  | ({ event: 'view-search'; search_term: string; result_count: number } & PageFields)
  | ({ event: 'view-category'; category_id: string } & PageFields);

/** Events that carry no ecommerce object. */
export type PlainEvent =
  | { event: 'search'; search_term: string }
  | { event: 'login'; method: string }
  | { event: 'sign_up'; method: string }
  /** The marketing tracker's page view (document 2 §7 Browser marketing tracker). */
  | { event: 'page_view'; page_path: string };

export type DataLayerEvent = EcommerceEvent | PageEvent | PlainEvent;
export type DataLayerEventName = DataLayerEvent['event'];

/** Every event name the data layer accepts, in the order document 2 §7 lists them. */
export const DATA_LAYER_EVENT_NAMES = [
  'search',
  'view_item',
  'select_item',
  'view_item_list',
  'sign_up',
  'login',
  'view_cart',
  'add_to_cart',
  'remove_from_cart',
  'add_to_wishlist',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'view-item',
  'view-list',
  'view-search',
  'view-category',
  'page_view',
] as const satisfies readonly DataLayerEventName[];

/** The consent an event needs (decision 181): the marketing tracker's page view is marketing, the rest analytics. */
export function consentCategoryOf(event: Pick<DataLayerEvent, 'event'>): 'analytics' | 'marketing' {
  return event.event === 'page_view' ? 'marketing' : 'analytics';
}

/** How sign-in and registration events name the method: the store has e-mail and password only. */
export const AUTH_METHOD = 'email';
