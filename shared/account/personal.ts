/**
 * The one small personal read of a page (decision 204): pages are shared HTML, so what belongs to
 * the shopper (account state, cart badge) is read after hydration from `GET /api/personal`.
 * Registered shoppers' garage, selected store and wish-list hearts follow from `account`.
 */
import type { AccountSummary } from './account-api';

export interface PersonalData {
  account: AccountSummary;
  /** Items in the shopper's basket of this site (0 without a session or basket). */
  cartItemCount: number;
}

/** The SWR key (and URL) of the personal read for one site and locale. */
export function personalKey(siteId: string, localeId: string): string {
  return `/api/personal?site=${siteId}&locale=${localeId}`;
}
