import type { AllowedState } from '../address/regions';
import type { ContentGrid } from '../content/content-types';
import type { CurrencyCode } from '../sites/config';
import type { CustomerAddress, CustomerProfile, OrderSummary } from './account-api';
import type { AccountMenuId } from './account-menu';

/** One wish-list entry as the account page shows it (product name, image, price, link). */
export interface WishlistEntry {
  productId: string;
  quantity: number;
  /** Null when the product is no longer sold on this site (it can still be removed). */
  product: {
    name: string;
    image: { link: string; alt: string } | null;
    price: number;
    originalPrice: number | null;
    currency: CurrencyCode;
    /** Prefix-free product page path. */
    href: string;
  } | null;
}

export interface OrdersPage {
  orders: OrderSummary[];
  total: number;
  offset: number;
  limit: number;
}

/** What each account section's loader hands its page (a discriminated union on `menu`). */
export type AccountSectionData =
  | { menu: 'profile'; profile: CustomerProfile }
  | { menu: 'billingAndShipping'; addresses: CustomerAddress[]; allowedStates: AllowedState[]; enableAutocomplete: boolean }
  | { menu: 'payments'; methods: SavedPaymentMethod[] }
  | { menu: 'loginSecurity'; email: string }
  | { menu: 'orderHistory'; page: OrdersPage }
  | { menu: 'wishlist'; items: WishlistEntry[] }
  | { menu: 'customerService'; grid: ContentGrid | null }
  | { menu: 'logout' };

/** A payment method kept by the provider (only its token's brand and last four; decision 163). */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

export interface AccountPageData {
  /** First name for the greeting. */
  firstName: string;
  section: AccountSectionData;
}

/** Orders per page of the order history. */
export const ORDERS_PAGE_SIZE = 10;
