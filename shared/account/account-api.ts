/**
 * The storefront's account endpoints and their shapes: one contract for the worker routes
 * (`worker/routes/api/account*.ts`, `wishlist.ts`) and the browser features that call them.
 * Errors answer `{status, message}` like every API (the message is safe to show).
 */

export const ACCOUNT_API = {
  /** GET → AccountSummary (private, no-store); never creates a session. */
  me: '/api/account/me',
  /** POST LoginRequest → 200 AccountSummary; 401 the login failure message; 429 when limited. */
  login: '/api/account/login',
  /** POST RegisterRequest → 202 RegisterAccepted, the same whether or not the e-mail is taken. */
  register: '/api/account/register',
  /** POST → 200; the session and its tokens end, the shopper continues as a new guest. */
  logout: '/api/account/logout',
  /** POST {email} → 202 the same body whether or not the account exists; e-mails a link. */
  passwordReset: '/api/account/password-reset',
  /** POST {token, password, confirmPassword} → 200; 400 when the link is spent or expired. */
  passwordResetConfirm: '/api/account/password-reset/confirm',
  /** POST {currentPassword, password, confirmPassword} → 200; other sessions end. */
  passwordChange: '/api/account/password',
  /** GET → CustomerProfile; PATCH ProfileUpdate → CustomerProfile (registered only, else 401). */
  profile: '/api/account/profile',
  /** GET → CustomerAddress[]; POST AddressInput → CustomerAddress. */
  addresses: '/api/account/addresses',
  /** PUT AddressInput / DELETE one address. */
  address: (addressId: string) => `/api/account/addresses/${encodeURIComponent(addressId)}`,
  /** GET → OrderSummary[] of the signed-in customer, newest first. */
  orders: '/api/account/orders',
  /** GET → Wishlist; POST WishlistAddRequest → WishlistAddResult (registered only, else 401). */
  wishlist: '/api/wishlist',
  /** DELETE one item by product id → 200 Wishlist; 404 "Item Not found in Wishlist, Try removing Set Product". */
  wishlistItem: (productId: string) => `/api/wishlist/items/${encodeURIComponent(productId)}`,
} as const;

export type LocaleId = 'en-US' | 'en-CA' | 'fr-CA' | 'es-US';

/** What the page shell knows of the shopper (header, drawer, garage and store sync). */
export interface AccountSummary {
  isRegistered: boolean;
  customerId?: string;
  customerNo?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  preferredLocale?: LocaleId | null;
  /** Personalization id of a registered customer (a keyed hash; never the customer id or e-mail). */
  encUserId?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** Remember me (default true): the session cookie persists; off, it ends with the browser. */
  rememberMe?: boolean;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** E-mails checkbox, default off. */
  signUp?: boolean;
  /** Captcha token when the site preference recaptchaEnabled is on. */
  captchaToken?: string;
  preferredLocale?: LocaleId;
}

export interface RegisterAccepted {
  status: 'accepted';
}

/** The profile (document 1 §3 Customer), as the account area reads and edits it. */
export interface CustomerProfile {
  customerId: string;
  customerNo: string;
  email: string;
  firstName: string;
  lastName: string;
  preferredLocale: LocaleId | null;
  /** The garage as JSON text (the same text a guest keeps in localStorage 'axle.garage'). */
  c_vehicleDetails: string | null;
  /** The selected store of the request's site. */
  c_selectedStore: string | null;
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  preferredLocale?: LocaleId | null;
  c_vehicleDetails?: string;
  c_selectedStore?: string | null;
}

export interface CustomerAddress {
  addressId: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string | null;
  city: string;
  countryCode: 'CA' | 'US';
  stateCode: string;
  postalCode: string;
  phone?: string | null;
  preferred: boolean;
}

export type AddressInput = Omit<CustomerAddress, 'addressId'> & { addressId?: string };

export interface WishlistItem {
  id: string;
  productId: string;
  quantity: number;
  priority: number;
  public: boolean;
  type: 'product';
}

export interface Wishlist {
  id: string | null;
  type: 'wish_list';
  customerProductListItems: WishlistItem[];
}

export interface WishlistAddRequest {
  productId: string;
  quantity?: number;
}

export interface WishlistAddResult {
  /** 'added', or 'already' when the product was in the list (nothing changed). */
  outcome: 'added' | 'already';
  quantity: number;
  wishlist: Wishlist;
}

/** One order of the order history: the order as ShopperOrders reads it (lines, shipments, totals). */
export type OrderSummary = import('../checkout/order').Order;
