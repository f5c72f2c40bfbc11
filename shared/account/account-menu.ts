/**
 * The account menu (document 1 §2.3): label and path under /account. The root is Profile Details.
 * Message ids are `account.menu.<id>`; the breadcrumb of a section is Home > Account > {label}.
 */
export const ACCOUNT_MENU = [
  { id: 'profile', slug: '' },
  { id: 'billingAndShipping', slug: 'billing-and-shipping' },
  { id: 'payments', slug: 'payments' },
  { id: 'loginSecurity', slug: 'login-security' },
  { id: 'orderHistory', slug: 'order-history' },
  { id: 'wishlist', slug: 'wishlist' },
  { id: 'myGarage', slug: 'my-garage' },
  { id: 'customerService', slug: 'customer-service' },
  { id: 'logout', slug: 'logout' },
] as const;

export type AccountMenuId = (typeof ACCOUNT_MENU)[number]['id'];

/** Prefix-free path of a menu entry. */
export function accountMenuPath(id: AccountMenuId): string {
  const entry = ACCOUNT_MENU.find((m) => m.id === id)!;
  return entry.slug ? `/account/${entry.slug}` : '/account';
}

/** Message id of a menu entry's label. */
export function accountMenuLabelKey(id: AccountMenuId): string {
  return `account.menu.${id}`;
}

/**
 * The menu entry a prefix-free path names: /account is Profile Details, /account/{slug} its entry
 * (a trailing slash is tolerated). Unknown slugs and deeper paths name none (decision 160: 404).
 */
export function accountMenuOfPath(path: string): AccountMenuId | null {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'account' || segments.length > 2) return null;
  const slug = segments[1] ?? '';
  return ACCOUNT_MENU.find((m) => m.slug === slug)?.id ?? null;
}
