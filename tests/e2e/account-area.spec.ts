import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

type Messages = Record<string, string>;

/** Messages of the namespaces this spec reads, keyed `ns.key` (the texts the shopper sees). */
async function messages(locale: string): Promise<Messages> {
  const load = async (ns: string) => (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
  const all: Messages = {};
  for (const ns of ['account', 'checkout', 'orders', 'cart']) {
    for (const [k, v] of Object.entries(await load(ns))) all[`${ns}.${k}`] = v;
  }
  return all;
}

const PASSWORD = 'Str0ng!Passw0rd';

/**
 * Local runs only: sign-up is limited per client IP (10 an hour) and wrangler dev passes the
 * header through, so each test is its own client.
 */
test.beforeEach(async ({ page }) => {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.${part()}.${part()}.${part()}` });
});

/** Registers (and so signs in) a new shopper from the page, through the account API. */
async function register(page: Page, info: TestInfo, site = 'axle-ca'): Promise<string> {
  const email = `account.${info.project.name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const status = await page.evaluate(
    async ({ email, password, site }) => {
      const res = await fetch(`/api/account/register?site=${site}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Ana', lastName: 'Roy', email, password, confirmPassword: password }),
      });
      return res.status;
    },
    { email, password: PASSWORD, site },
  );
  expect(status).toBe(202);
  return email;
}

/** Opens an account section from the menu (the side list, or the compact menu on a phone). */
async function openSection(page: Page, label: string): Promise<void> {
  const compact = page.getByRole('main').locator('summary').filter({ visible: true });
  if (await compact.count()) await compact.click();
  await page.getByRole('navigation', { name: 'Account menu' }).filter({ visible: true }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

async function fillAddress(page: Page, m: Messages, a: { street: string; city: string; province: string; postal: string }) {
  const form = page.getByRole('form');
  await form.getByLabel(m['checkout.address.firstName']!).fill('Ana');
  await form.getByLabel(m['checkout.address.lastName']!).fill('Roy');
  await form.getByLabel(m['checkout.address.address1']!, { exact: true }).fill(a.street);
  await form.getByLabel(m['checkout.address.city']!).fill(a.city);
  await form.getByLabel(m['checkout.address.province']!).selectOption(a.province);
  const postal = form.getByRole('combobox', { name: m['checkout.address.postalCode'] });
  await postal.fill(a.postal);
  await postal.press('Escape');
}

test('a registered shopper edits the profile, keeps an address book and signs out', async ({ page }, info) => {
  // A long path (register, two reloads, six sections): about 25 s alone, twice that on two busy cores.
  test.setTimeout(90_000);
  const m = await messages('en-CA');
  await page.goto('/ca');
  await hydrated(page);
  const email = await register(page, info);

  // Profile Details is the account root: Home > Account > Profile Details, the entry marked current.
  await page.goto('/ca/account');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: m['account.menu.profile'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Account');
  const compact = page.getByRole('main').locator('summary').filter({ visible: true });
  if (await compact.count()) {
    await expect(compact).toHaveText('Account menu: Profile Details');
    await compact.click();
  }
  await expect(page.getByRole('navigation', { name: 'Account menu' }).filter({ visible: true }).getByRole('link', { name: m['account.menu.profile'] })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('textbox', { name: m['account.profile.email'], exact: true })).toHaveValue(email);

  // Names follow the registration rules; a valid change is saved and kept.
  const firstName = page.getByLabel(m['account.profile.firstName']!);
  await firstName.fill('A');
  await page.getByRole('button', { name: m['account.profile.save'] }).click();
  await expect(page.getByText(m['account.profile.error.firstName.tooShort']!)).toBeVisible();
  await firstName.fill('Anaïs');
  await page.getByLabel(m['account.profile.preferredLocale']!).selectOption('fr-CA');
  await page.getByRole('button', { name: m['account.profile.save'] }).click();
  await expect(page.getByText(m['account.profile.saved']!)).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel(m['account.profile.firstName']!)).toHaveValue('Anaïs');
  await expect(page.getByLabel(m['account.profile.preferredLocale']!)).toHaveValue('fr-CA');

  // Billing & Shipping: a Toronto postal code is refused in Quebec, accepted in Ontario.
  await openSection(page, m['account.menu.billingAndShipping']!);
  await expect(page.getByText(m['account.addresses.empty']!)).toBeVisible();
  await page.getByRole('button', { name: m['account.addresses.add'] }).click();
  await fillAddress(page, m, { street: '1 Front St W', city: 'Toronto', province: 'QC', postal: 'M5J 2X1' });
  await page.getByRole('button', { name: m['account.addresses.save'] }).click();
  await expect(page.getByText(m['checkout.error.postalProvince']!)).toBeVisible();
  await page.getByRole('form').getByLabel(m['checkout.address.province']!).selectOption('ON');
  await expect(page.getByText(m['checkout.error.postalProvince']!)).toBeHidden();
  await page.getByRole('button', { name: m['account.addresses.save'] }).click();
  await expect(page.getByText(m['account.addresses.added']!)).toBeVisible();
  const cards = page.getByRole('list', { name: m['account.addresses.listLabel'] }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('M5J 2X1');

  await page.getByRole('button', { name: m['account.addresses.add'] }).click();
  await fillAddress(page, m, { street: '24 Sussex Dr', city: 'Ottawa', province: 'ON', postal: 'K1M 1M4' });
  await page.getByRole('button', { name: m['account.addresses.save'] }).click();
  await expect(cards).toHaveCount(2);

  // One preferred address, listed first.
  const ottawa = cards.filter({ hasText: 'Ottawa' });
  await ottawa.getByRole('button', { name: m['account.addresses.setPreferred'] }).click();
  await expect(page.getByText(m['account.addresses.preferredSet']!)).toBeVisible();
  await expect(cards.first()).toContainText('Ottawa');
  const badge = page.getByText(m['account.addresses.preferred']!, { exact: true });
  await expect(cards.first().filter({ has: badge })).toHaveCount(1);
  await expect(cards.filter({ has: badge })).toHaveCount(1);

  await cards.filter({ hasText: 'Toronto' }).getByRole('button', { name: m['account.addresses.delete'] }).click();
  await expect(page.getByText(m['account.addresses.deleted']!)).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await hydrated(page);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ottawa');

  // The other sections.
  await openSection(page, m['account.menu.payments']!);
  await expect(page.getByText(m['account.payments.empty']!)).toBeVisible();
  await openSection(page, m['account.menu.loginSecurity']!);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: m['account.loginSecurity.changePassword'] })).toHaveAttribute('href', '/ca/change-password');
  await openSection(page, m['account.menu.orderHistory']!);
  await expect(page.getByText(m['account.orders.empty']!)).toBeVisible();
  await openSection(page, m['account.menu.wishlist']!);
  await expect(page.getByText(m['account.wishlist.empty']!)).toBeVisible();
  await openSection(page, m['account.menu.customerService']!);
  await expect(page.getByRole('heading', { level: 2, name: 'Track an order' })).toBeVisible();

  // Logout from the menu lands on the login page; the account then asks to sign in.
  const menu = page.getByRole('main').locator('summary').filter({ visible: true });
  if (await menu.count()) await menu.click();
  await page.getByRole('navigation', { name: 'Account menu' }).filter({ visible: true }).getByRole('button', { name: m['account.menu.logout'] }).click();
  await expect(page).toHaveURL(/\/ca\/login$/);
  await page.goto('/ca/account/billing-and-shipping');
  await expect(page).toHaveURL(/\/ca\/login\?next=%2Faccount%2Fbilling-and-shipping$/);
});

test('an order placed while signed in shows in the order history @desktop', async ({ page }, info) => {
  test.setTimeout(90_000);
  const m = await messages('en-CA');
  await page.goto('/ca');
  await hydrated(page);
  const email = await register(page, info);
  const productId = await page.evaluate(async () => {
    const search = await fetch('/search/shopper-search/v1/organizations/f_ecom_axle/product-search?siteId=axle-ca&q=filter&limit=20');
    const { hits } = (await search.json()) as { hits: { productId: string; ats: number; orderable: boolean; hitType: string }[] };
    for (const hit of hits.filter((h) => h.hitType === 'product' && h.orderable && h.ats > 5)) {
      const res = await fetch('/api/cart/items?site=axle-ca', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ productId: hit.productId, quantity: 2 }], shipmentType: 'delivery', storeId: null, vehicle: null }),
      });
      if (res.ok) return hit.productId;
    }
    throw new Error('no part could be added');
  });
  expect(productId).toBeTruthy();

  // A preferred saved address fills checkout for a registered shopper.
  const saved = await page.evaluate(async () => {
    const res = await fetch('/api/account/addresses?site=axle-ca', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ana', lastName: 'Roy', address1: '1 Front St W', city: 'Toronto', countryCode: 'CA', stateCode: 'ON', postalCode: 'M5J 2X1', phone: '416-555-0100', preferred: true }),
    });
    return res.status;
  });
  expect(saved).toBe(201);

  await page.goto('/ca/checkout');
  await hydrated(page);
  await expect(page.getByLabel(m['checkout.contact.email']!)).toHaveValue(email);
  await expect(page.getByLabel(m['checkout.address.city']!)).toHaveValue('Toronto');
  await expect(page.getByLabel(m['checkout.address.province']!)).toHaveValue('ON');
  await expect(page.getByRole('combobox', { name: m['checkout.address.postalCode'] })).toHaveValue('M5J 2X1');
  const fields = page.frameLocator(`iframe[title="${m['checkout.payment.frameTitle']}"]`);
  await fields.getByLabel(m['checkout.payment.cardNumber']!).fill('4242 4242 4242 4242');
  await fields.getByLabel(m['checkout.payment.expiry']!).fill('12/39');
  await fields.getByLabel(m['checkout.payment.cvc']!).fill('123');
  await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();
  await expect(page).toHaveURL(/\/ca\/checkout\/confirmation\/AX[0-9A-Z]{10}$/);
  const orderNo = page.url().split('/').pop()!;

  await page.goto('/ca/account/order-history');
  await hydrated(page);
  const order = page.getByRole('listitem', { name: `Order ${orderNo}` });
  await expect(order).toBeVisible();
  await expect(order).toContainText(m['orders.status.new']!);
  await expect(order.getByRole('row')).toHaveCount(2); // the header and the one line
  await expect(order.getByRole('row').nth(1)).toContainText('2');
  await expect(order.getByRole('row').nth(1)).toContainText(m['account.orders.shipment.delivery']!);
  await expect(order).toContainText(m['account.orders.total']!);
});
