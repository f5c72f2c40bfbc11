import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, vehicleButton } from './vehicle-helpers';
import { alternateWidth } from './widths';

/**
 * The accounts journey in each locale (issue: accounts, "Done when"): a guest with a garage and a
 * cart registers through the modal, keeps both, saves a store and an address, uses the wish list
 * (the pre-login stash included), orders, signs out, signs in on another browser and finds the
 * same garage, store, list and order; then resets a forgotten password through the mailbox link.
 */

type Messages = Record<string, string>;

const LOCALES = [
  { id: 'en-US', prefix: '', site: 'axle-us', country: 'US' },
  { id: 'en-CA', prefix: '/ca', site: 'axle-ca', country: 'CA' },
  { id: 'fr-CA', prefix: '/ca/fr', site: 'axle-ca', country: 'CA' },
  { id: 'es-US', prefix: '/es', site: 'axle-us', country: 'US' },
] as const;

const ADDRESSES = {
  CA: { firstName: 'Ana', lastName: 'Roy', address1: '1 Front St W', city: 'Toronto', stateCode: 'ON', postalCode: 'M5J 2X1', countryCode: 'CA', phone: '416-555-0100' },
  US: { firstName: 'Sam', lastName: 'Lee', address1: '350 5th Ave', city: 'New York', stateCode: 'NY', postalCode: '10118', countryCode: 'US', phone: '212-555-0100' },
} as const;

const PASSWORD = 'Garage#Keeper7';
const NEW_PASSWORD = 'Fresh&Keeper8';

async function messages(locale: string): Promise<Messages> {
  const all: Messages = {};
  for (const ns of ['auth', 'account', 'wishlist', 'authmail']) {
    const file = (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
    for (const [key, value] of Object.entries(file)) all[`${ns}.${key}`] = value;
  }
  return all;
}

function part() {
  return Math.floor(Math.random() * 250) + 1;
}

/**
 * Same-origin JSON call with the context's cookies. A kept-alive connection the server has just
 * closed resets the next request on it before the server reads it: that one is sent again.
 */
async function call(request: APIRequestContext, baseURL: string, method: string, path: string, body?: unknown) {
  const res = await request.fetch(path, { method, headers: { origin: baseURL, 'content-type': 'application/json' }, data: body === undefined ? undefined : JSON.stringify(body), maxRetries: 1 });
  const text = await res.text();
  return { status: res.status(), body: text ? JSON.parse(text) : null, text };
}

/** An orderable part with stock on the site, from the search API. */
async function stockedPart(request: APIRequestContext, siteId: string): Promise<string> {
  for (const q of ['brake', 'filter', 'wiper', 'oil', 'light']) {
    const res = await request.get(`/search/shopper-search/v1/organizations/f_ecom_axle/product-search?siteId=${siteId}&q=${q}&limit=50`);
    const { hits } = (await res.json()) as { hits: { productId: string; hitType: string; orderable: boolean; ats?: number }[] };
    const hit = hits.find((h) => h.hitType === 'product' && h.orderable && (h.ats ?? 0) > 10);
    if (hit) return hit.productId;
  }
  throw new Error('no stocked part found');
}

async function login(page: Page, m: Messages, prefix: string, email: string, password: string) {
  await page.goto(`${prefix}/login`);
  await hydrated(page);
  const form = page.getByRole('main');
  await form.getByLabel(m['auth.field.email']!, { exact: true }).fill(email);
  await form.getByLabel(m['auth.field.password']!, { exact: true }).fill(password);
  await form.getByRole('button', { name: m['auth.login.submit'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
  await hydrated(page);
}

for (const [index, locale] of LOCALES.entries()) {
  test(`accounts journey in ${locale.id}: register with a garage and a cart, store, address, wish list, order, another browser, password reset ${alternateWidth(index)}`, async ({ page, browser, baseURL }, info) => {
    test.setTimeout(180_000);
    const m = await messages(locale.id);
    const { prefix, site } = locale;
    const ip = `10.${part()}.${part()}.${part()}`;
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': ip });
    const email = `journey.${locale.id}.${info.project.name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

    // A guest: a vehicle in the garage (landing on its page selects it) and a part in the cart.
    await page.goto(`${prefix}/2019-honda-civic`);
    await hydrated(page);
    await expect(vehicleButton(page)).toHaveText('2019 Honda Civic');
    const productId = await stockedPart(page.request, site);
    const added = await call(page.request, baseURL!, 'POST', `/api/cart/items?site=${site}`, { lines: [{ productId, quantity: 2 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(added.status, added.text).toBe(200);

    // Registration through the modal: the required messages once each, in this language.
    await page.goto(`${prefix}/?signin=register`);
    await hydrated(page);
    const modal = page.getByTestId('sign-in-modal');
    await expect(modal.getByRole('heading', { name: m['auth.modal.title.register'] })).toBeVisible();
    const firstName = modal.getByLabel(m['auth.field.firstName']!, { exact: true });
    await firstName.fill(' ');
    await firstName.fill('');
    // Leaving the field shows its message first, so the press on Create account lands where the button then is.
    await firstName.blur();
    await expect(modal.getByText(m['auth.firstName.required']!, { exact: true })).toHaveCount(1);
    await modal.getByRole('button', { name: m['auth.register.submit'], exact: true }).click();
    for (const key of ['firstName.required', 'lastName.required', 'email.required', 'password.create', 'confirm.required']) {
      await expect(modal.getByText(m[`auth.${key}`]!, { exact: true })).toHaveCount(1);
    }
    await firstName.fill('Renée');
    await modal.getByLabel(m['auth.field.lastName']!, { exact: true }).fill('Côté');
    await modal.getByLabel(m['auth.field.email']!, { exact: true }).fill(email);
    await modal.getByLabel(m['auth.field.password']!, { exact: true }).fill(PASSWORD);
    await modal.getByLabel(m['auth.field.confirmPassword']!, { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: m['auth.register.submit'], exact: true }).click();

    // Signed in after the reload, with the garage and the cart kept.
    const welcome = `${m['auth.welcome.title']!.replace('{name}', 'Renée')} ${m['auth.welcome.message']}`;
    await expect(page.getByRole('status').filter({ hasText: welcome })).toBeVisible();
    await expect(vehicleButton(page)).toHaveText('2019 Honda Civic');
    await expect.poll(async () => (await call(page.request, baseURL!, 'GET', '/api/account/garage')).body?.c_vehicleDetails ?? '').toContain('2019-honda-civic');
    const cart = await call(page.request, baseURL!, 'GET', `/api/cart?site=${site}`);
    expect(cart.body.basket.productItems.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([[productId, 2]]);

    // A store and an address saved on the profile.
    const stores = await call(page.request, baseURL!, 'GET', `/store/shopper-stores/v1/organizations/f_ecom_axle/store-search?siteId=${site}&countryCode=${locale.country}&postalCode=${locale.country === 'CA' ? 'M5J2X1' : '10118'}&maxDistance=5000&limit=3`);
    const storeId = stores.body.data[0].id as string;
    expect((await call(page.request, baseURL!, 'PUT', `/api/account/selected-store?site=${site}`, { storeId })).status).toBe(200);
    const address = ADDRESSES[locale.country];
    expect((await call(page.request, baseURL!, 'POST', `/api/account/addresses?site=${site}`, { ...address, preferred: true })).status).toBe(201);

    // The wish list: the heart on a card adds, a second heart adds and removes again.
    await page.goto(`${prefix}/2019-honda-civic/brakes`);
    await hydrated(page);
    const cards = page.getByTestId('product-card');
    const kept = cards.nth(0);
    const keptId = (await kept.getAttribute('data-product-id'))!;
    await kept.getByTestId('wishlist-heart').click();
    await expect(page.getByRole('status').filter({ hasText: m['wishlist.added']!.replace(/\{quantity(, number)?\}/, '1') })).toBeVisible();
    await expect(kept.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'true');
    const other = cards.nth(1).getByTestId('wishlist-heart');
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await other.click();
    await expect(page.getByRole('status').filter({ hasText: m['wishlist.removed']! })).toBeVisible();
    await expect(other).toHaveAttribute('aria-pressed', 'false');

    // An order placed while signed in (the test provider's approve card).
    const payment = await call(page.request, baseURL!, 'POST', `/api/checkout/payment?site=${site}`, { email, shippingAddress: address, billingAddress: null });
    expect(payment.status, payment.text).toBe(201);
    expect((await call(page.request, baseURL!, 'POST', `/test-pay/api/payments/${payment.body.paymentId}/approve`, { number: '4242424242424242', expiry: '12/39', cvc: '123' })).status).toBe(200);
    const placed = await call(page.request, baseURL!, 'POST', `/api/checkout/orders?site=${site}`, { email, shippingAddress: address, billingAddress: null, paymentId: payment.body.paymentId });
    expect(placed.status, placed.text).toBe(201);
    const orderNo = placed.body.order.orderNo as string;

    // Sign out from the account area: back at the login page, a guest again.
    await page.goto(`${prefix}/account/logout`);
    await hydrated(page);
    await page.getByRole('main').getByRole('button', { name: m['account.menu.logout'], exact: true }).filter({ visible: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
    expect((await call(page.request, baseURL!, 'GET', '/api/account/me')).body).toEqual({ isRegistered: false });

    // Another browser: signing in brings back the garage, the store, the wish list and the order.
    const context = await browser.newContext({ viewport: page.viewportSize(), hasTouch: (page.viewportSize()?.width ?? 1366) < 600 });
    const second = await context.newPage();
    await second.setExtraHTTPHeaders({ 'cf-connecting-ip': ip });
    await login(second, m, prefix, email, PASSWORD);
    await expect(vehicleButton(second)).toHaveText('2019 Honda Civic');
    expect((await call(second.request, baseURL!, 'GET', `/api/account/selected-store?site=${site}`)).body.storeId).toBe(storeId);
    await second.goto(`${prefix}/account/wishlist`);
    await hydrated(second);
    await expect(second.getByRole('main').locator(`a[href*="${keptId}"]`).first()).toBeVisible();
    await second.goto(`${prefix}/account/order-history`);
    await hydrated(second);
    await expect(second.getByRole('listitem', { name: m['account.orders.number']!.replace('{orderNo}', orderNo) })).toBeVisible();
    const addresses = await call(second.request, baseURL!, 'GET', `/api/account/addresses?site=${site}`);
    expect(addresses.body.map((a: { postalCode: string; preferred: boolean }) => [a.postalCode, a.preferred])).toEqual([[address.postalCode, true]]);
    await context.close();

    // A forgotten password: the e-mailed link (development mailbox) sets a new one.
    await page.goto(`${prefix}/reset-password`);
    await hydrated(page);
    await page.getByRole('main').getByLabel(m['auth.field.email']!, { exact: true }).fill(email);
    await page.getByRole('main').getByRole('button', { name: m['auth.reset.submit'], exact: true }).click();
    await expect(page.getByText(m['auth.reset.sent.message']!.replace('{email}', email))).toBeVisible();
    await page.goto('/dev/mailbox');
    await page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: m['authmail.reset.subject']! }).getByRole('link').first().click();
    const resetLink = page.locator('a[href*="reset-password?token="]');
    await expect(resetLink).toHaveAttribute('href', new RegExp(`${prefix}/reset-password\\?token=`));
    await resetLink.click();
    await hydrated(page);
    await page.getByLabel(m['auth.field.newPassword']!, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(m['auth.field.confirmPassword']!, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: m['auth.resetConfirm.submit'], exact: true }).click();
    await expect(page.getByTestId('reset-done')).toBeVisible();
    await login(page, m, prefix, email, NEW_PASSWORD);
  });
}
