import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/** Messages of the checkout and orders namespaces, from the catalogue (the texts the shopper reads). */
async function messages(locale: string): Promise<Record<string, string>> {
  const load = async (ns: string) => (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
  const [checkout, orders] = await Promise.all(['checkout', 'orders'].map(load));
  const prefixed = (ns: string, m: Record<string, string>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [`${ns}.${k}`, v]));
  return { ...prefixed('checkout', checkout!), ...prefixed('orders', orders!) };
}

const CARDS = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' };

/** Puts one in-stock part in the guest's cart through the cart API, from the browser (its session cookie). */
async function addPartToCart(page: Page, site: 'axle-ca' | 'axle-us', query: string): Promise<string> {
  return page.evaluate(
    async ({ site, query }) => {
      const search = await fetch(`/search/shopper-search/v1/organizations/f_ecom_axle/product-search?siteId=${site}&q=${query}&limit=20`);
      const { hits } = (await search.json()) as { hits: { productId: string; ats: number; orderable: boolean; hitType: string }[] };
      for (const hit of hits.filter((h) => h.hitType === 'product' && h.orderable && h.ats > 5)) {
        const res = await fetch(`/api/cart/items?site=${site}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ lines: [{ productId: hit.productId, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null }),
        });
        if (res.ok) return hit.productId;
      }
      throw new Error('no part could be added');
    },
    { site, query },
  );
}

async function cartCount(page: Page, site: string): Promise<number> {
  return page.evaluate(async (site) => {
    const body = (await (await fetch(`/api/cart?site=${site}`)).json()) as { basket: { productItems: { quantity: number }[] } | null };
    return body.basket?.productItems.reduce((n, i) => n + i.quantity, 0) ?? 0;
  }, site);
}

async function fillCard(page: Page, m: Record<string, string>, number: string) {
  const fields = page.frameLocator(`iframe[title="${m['checkout.payment.frameTitle']}"]`);
  await fields.getByLabel(m['checkout.payment.cardNumber']!).fill(number);
  await fields.getByLabel(m['checkout.payment.expiry']!).fill('12/39');
  await fields.getByLabel(m['checkout.payment.cvc']!).fill('123');
}

async function fillAddress(page: Page, m: Record<string, string>, a: { first: string; last: string; street: string; city: string; phone: string }) {
  await page.getByLabel(m['checkout.address.firstName']!).fill(a.first);
  await page.getByLabel(m['checkout.address.lastName']!).fill(a.last);
  await page.getByLabel(m['checkout.address.address1']!, { exact: true }).fill(a.street);
  await page.getByLabel(m['checkout.address.city']!).fill(a.city);
  await page.getByLabel(m['checkout.address.phone']!).fill(a.phone);
}

test('a guest checks out on the Canadian site: wrong postal letter, autocomplete, a decline keeps the cart, then confirmation, e-mail and order lookup', async ({ page }) => {
  const m = await messages('en-CA');
  const cartCheckout = ((await import('../../shared/i18n/messages/en-CA/cart.json', { with: { type: 'json' } })).default as Record<string, string>).checkout!;
  await page.goto('/ca');
  await hydrated(page);
  await addPartToCart(page, 'axle-ca', 'filter');

  // From the cart page to checkout, as a shopper goes.
  await page.goto('/ca/cart');
  await hydrated(page);
  await page.getByRole('link', { name: cartCheckout }).click();
  await expect(page).toHaveURL(/\/ca\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: m['checkout.heading'] })).toBeVisible();
  await expect(page.getByTestId('shipping-method')).toHaveText('Standard shipping — estimated 3–7 business days');
  await page.getByLabel(m['checkout.contact.email']!).fill('ana.roy@example.com');
  await fillAddress(page, m, { first: 'Ana', last: 'Roy', street: '1 Front St W', city: 'Toronto', phone: '416-555-0100' });
  const province = page.getByLabel(m['checkout.address.province']!);
  await expect(province.locator('option')).toHaveCount(14); // 13 provinces and territories + "Select…"
  await province.selectOption('QC');
  const postal = page.getByRole('combobox', { name: m['checkout.address.postalCode'] });
  await postal.fill('M5J 2X1');
  // Suggestions come from the bundled postal data, at most 300 px high.
  const suggestion = page.getByRole('option', { name: 'M5J — Ontario' });
  await expect(suggestion).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCSS('max-height', '300px');
  await postal.press('Escape');

  await fillCard(page, m, CARDS.decline);
  await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();
  await expect(page.getByText(m['checkout.error.postalProvince']!)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: m['checkout.error.invalid'] })).toBeVisible();

  // Picking the suggestion sets the province that matches the postal code.
  await postal.fill('');
  await postal.fill('M5J 2X1');
  await suggestion.click();
  await expect(province).toHaveValue('ON');
  await expect(page.getByTestId('order-summary')).toContainText('HST (13%) ON');

  // A declined card: a clear message, the inputs and the cart stay.
  await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();
  await expect(page.getByRole('alert').filter({ hasText: m['checkout.error.payment_declined'] })).toBeVisible();
  await expect(page.getByLabel(m['checkout.contact.email']!)).toHaveValue('ana.roy@example.com');
  await expect(postal).toHaveValue('M5J 2X1');
  expect(await cartCount(page, 'axle-ca')).toBe(1);

  await fillCard(page, m, CARDS.approve);
  await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();
  await expect(page).toHaveURL(/\/ca\/checkout\/confirmation\/AX[0-9A-Z]{10}$/);
  await expect(page.getByRole('heading', { level: 1, name: m['orders.confirmation.heading'] })).toBeVisible();
  const orderNo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-number')).toHaveText(`Order number: ${orderNo}`);
  await expect(page.getByText('We sent a confirmation to ana.roy@example.com.')).toBeVisible();
  expect(await cartCount(page, 'axle-ca')).toBe(0);

  await page.goto('/dev/mailbox');
  await page.getByRole('link', { name: `Your Axle order ${orderNo}` }).click();
  await expect(page.getByText('Hello Ana,', { exact: true })).toBeVisible();

  await page.goto('/ca/pages/order-status');
  await hydrated(page);
  const find = page.getByRole('button', { name: m['orders.lookup.submit'] });
  await page.getByLabel(m['orders.lookup.orderNumber']!).fill(orderNo);
  await expect(find).toBeDisabled(); // both fields are needed
  await page.getByRole('textbox', { name: m['orders.lookup.email'], exact: true }).fill('someone@example.com');
  await find.click();
  await expect(page.getByRole('alert').filter({ hasText: m['orders.lookup.notFound'] })).toBeVisible();
  await page.getByRole('textbox', { name: m['orders.lookup.email'], exact: true }).fill('Ana.Roy@example.com');
  await find.click();
  await expect(page.getByTestId('order-number')).toHaveText(`Order number: ${orderNo}`);
});

test('a guest checks out on the US site with a US address (Spanish)', async ({ page }) => {
  const m = await messages('es-US');
  await page.goto('/es');
  await hydrated(page);
  await addPartToCart(page, 'axle-us', 'filter');
  const checkout = await page.goto('/es/checkout');
  expect(checkout?.headers()['cache-control']).toBe('private, no-store');
  await hydrated(page);
  await page.getByLabel(m['checkout.contact.email']!).fill('sam.lee@example.com');
  await fillAddress(page, m, { first: 'Sam', last: 'Lee', street: '350 5th Ave', city: 'New York', phone: '212-555-0100' });
  const state = page.getByLabel(m['checkout.address.state']!);
  await expect(state.locator('option')).toHaveCount(52); // 50 states + DC + "Seleccione…"
  await state.selectOption('NY');
  await page.getByRole('combobox', { name: m['checkout.address.zipCode'] }).fill('10118');
  await expect(page.getByTestId('order-summary')).toContainText('NY');
  await fillCard(page, m, CARDS.approve);
  await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();
  await expect(page).toHaveURL(/\/es\/checkout\/confirmation\/AX[0-9A-Z]{10}$/);
  await expect(page.getByRole('heading', { level: 1, name: m['orders.confirmation.heading'] })).toBeVisible();
  await expect(page.getByText('Le enviamos una confirmación a sam.lee@example.com.')).toBeVisible();
});
