import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AccountPageData } from '../../shared/account/account-page-data';
import type { PagePayload, PageRedirect } from '../../shared/types/page';
import { createRegisteredShopper } from './account-fixtures';
import { createGuestShopper, insertOrder } from './account-data-fixtures';
import { getPage } from './http';

const NOT_FOUND_TEXT = 'The page you&#x27;re looking for can&#x27;t be found.';

async function payloadOf(path: string, cookie?: string): Promise<PagePayload<AccountPageData> | PageRedirect> {
  const res = await getPage(`/api/page${path}`, cookie ? { cookie } : {});
  return (await res.json()) as PagePayload<AccountPageData> | PageRedirect;
}

describe('account pages for guests', () => {
  it.each([
    ['/account', '/login?next=%2Faccount'],
    ['/account/order-history', '/login?next=%2Faccount%2Forder-history'],
    ['/account/order-history?page=2', '/login?next=%2Faccount%2Forder-history%3Fpage%3D2'],
    ['/account/wishlist', '/login?next=%2Faccount%2Fwishlist'],
    ['/ca/fr/account/payments', '/ca/fr/login?next=%2Faccount%2Fpayments'],
  ])('redirects %s to %s, never cached', async (path, location) => {
    const res = await getPage(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('redirects a guest session too, and answers client navigation with the same redirect', async () => {
    const { shopper } = await createGuestShopper();
    expect((await getPage('/account', { cookie: shopper.cookie! })).status).toBe(302);
    expect(await payloadOf('/account/login-security', shopper.cookie!)).toEqual({ redirect: '/login?next=%2Faccount%2Flogin-security', status: 302 });
  });

  it('keeps My Garage open to guests (their garage lives in the browser)', async () => {
    const res = await getPage('/account/my-garage');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('account pages for a registered shopper', () => {
  it.each([
    ['/account', 'profile', 'account.menu.profile', '/account'],
    ['/account/billing-and-shipping', 'billingAndShipping', 'account.menu.billingAndShipping', '/account/billing-and-shipping'],
    ['/account/payments', 'payments', 'account.menu.payments', '/account/payments'],
    ['/account/login-security', 'loginSecurity', 'account.menu.loginSecurity', '/account/login-security'],
    ['/account/order-history', 'orderHistory', 'account.menu.orderHistory', '/account/order-history'],
    ['/account/wishlist', 'wishlist', 'account.menu.wishlist', '/account/wishlist'],
    ['/account/customer-service', 'customerService', 'account.menu.customerService', '/account/customer-service'],
    ['/account/logout', 'logout', 'account.menu.logout', '/account/logout'],
  ])('%s renders the %s section with Home > Account > its label', async (path, menu, labelKey, url) => {
    const { shopper } = await createRegisteredShopper();
    const res = await getPage(path, { cookie: shopper.cookie! });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    await res.text();
    const payload = (await payloadOf(path, shopper.cookie!)) as PagePayload<AccountPageData>;
    expect(payload.kind).toBe('account');
    expect(payload.data.section.menu).toBe(menu);
    expect(payload.breadcrumbs).toEqual([
      { name: '', nameKey: 'common.screen.account', url: '/account', isCurrentPage: false },
      { name: '', nameKey: labelKey, url, isCurrentPage: true },
    ]);
  });

  it('shows the localized menu label in the breadcrumbs, heading and menu (current item marked)', async () => {
    const { shopper } = await createRegisteredShopper();
    const html = await (await getPage('/ca/fr/account/billing-and-shipping', { cookie: shopper.cookie! })).text();
    expect(html).toMatch(/"name":"Accueil".*"name":"Compte".*"name":"Facturation et livraison"/s);
    expect(html).toMatch(/<h1[^>]*>Facturation et livraison<\/h1>/);
    expect(html).toMatch(/aria-current="page"[^>]*>Facturation et livraison</);
    const en = await (await getPage('/account/order-history', { cookie: shopper.cookie! })).text();
    expect(en).toMatch(/"name":"Home".*"name":"Account".*"name":"Order History"/s);
    expect(en).not.toContain('order-history"},"isCurrentPage');
  });

  it('pages the order history from ?page=', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    for (let i = 0; i < 12; i += 1) await insertOrder({ customerId, siteId: 'axle-us', createdAt: 10_000 + i });
    const first = (await payloadOf('/account/order-history', shopper.cookie!)) as PagePayload<AccountPageData>;
    const second = (await payloadOf('/account/order-history?page=2', shopper.cookie!)) as PagePayload<AccountPageData>;
    const pageOf = (p: PagePayload<AccountPageData>) => (p.data.section.menu === 'orderHistory' ? p.data.section.page : null);
    expect(pageOf(first)).toMatchObject({ total: 12, offset: 0, limit: 10 });
    expect(pageOf(first)!.orders).toHaveLength(10);
    expect(pageOf(second)).toMatchObject({ total: 12, offset: 10 });
    expect(pageOf(second)!.orders).toHaveLength(2);
  });

  it('shows the wish-list products with name, price and link', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    const product = (await env.DB.prepare("SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'USD' WHERE p.type = 'item' ORDER BY p.id LIMIT 1").first<{ id: string }>())!.id;
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO product_lists (list_id, customer_id, type, created_at) VALUES (?1, ?2, 'wish_list', ?3)").bind(`wl_${customerId}`, customerId, now),
      env.DB.prepare('INSERT INTO product_list_items (list_id, item_id, product_id, quantity, created_at) VALUES (?1, ?2, ?3, 1, ?4)').bind(`wl_${customerId}`, 'i1', product, now),
      env.DB.prepare('INSERT INTO product_list_items (list_id, item_id, product_id, quantity, created_at) VALUES (?1, ?2, ?3, 1, ?4)').bind(`wl_${customerId}`, 'i2', 'gone-product', now - 1),
    ]);
    const payload = (await payloadOf('/account/wishlist', shopper.cookie!)) as PagePayload<AccountPageData>;
    const items = payload.data.section.menu === 'wishlist' ? payload.data.section.items : [];
    expect(items.map((i) => i.productId)).toEqual([product, 'gone-product']);
    expect(items[0]!.product).toMatchObject({ currency: 'USD' });
    expect(items[0]!.product!.name).toBeTruthy();
    expect(items[0]!.product!.href).toContain(product);
    expect(items[1]!.product).toBeNull();
  });

  it('shows the customer-service content cards', async () => {
    const { shopper } = await createRegisteredShopper();
    const payload = (await payloadOf('/account/customer-service', shopper.cookie!)) as PagePayload<AccountPageData>;
    const grid = payload.data.section.menu === 'customerService' ? payload.data.section.grid : null;
    expect(grid?.cards.length).toBeGreaterThan(0);
  });
});

describe('unknown account paths (decision 160)', () => {
  it.each(['/account/settings', '/account/order-history/AX0000000000', '/account/x/y'])('%s is the 404 page for guests and shoppers alike', async (path) => {
    const { shopper } = await createRegisteredShopper();
    for (const headers of [{}, { cookie: shopper.cookie! }] as Record<string, string>[]) {
      const res = await getPage(path, headers);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain(NOT_FOUND_TEXT);
    }
  });
});
