import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';
import { alternateWidth } from './widths';

/**
 * A guest's pickup order shows its status and when it is ready at the store (document 1 §4 pickup
 * ready time, with FREE; decision 255), on the confirmation and in the order lookup, per locale.
 */

async function messages(locale: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const ns of ['checkout', 'orders', 'fulfilment']) {
    const file = (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
    for (const [key, value] of Object.entries(file)) out[`${ns}.${key}`] = value;
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its {placeholders} matching any text. */
const pattern = (message: string) => escape(message).replace(/\\\{\w+\\\}/g, '.+');

/** One part for pickup at the default store (Queen St, 101) and one for delivery, through the cart API. */
async function fillCart(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const search = await fetch('/api/search?site=axle-ca&category=fluids-chemicals&limit=100');
    const hits = ((await search.json()) as { hits: { productId: string; type: string; universal: boolean; orderable: boolean; ats: number }[] }).hits.filter(
      (h) => h.type === 'item' && h.universal && h.orderable && h.ats > 3,
    );
    const ids = hits.slice(0, 40).map((h) => h.productId);
    const stock = await fetch(`/custom/products-data/v1/organizations/f_ecom_axle/products-data?siteId=axle-ca&c_storeId=101&c_productIds=${ids.join(',')}`);
    const rows = ((await stock.json()) as { data: { productId: string; leastAvailableProduct: { availableStock: number } }[] }).data;
    const pickup = rows.find((r) => r.leastAvailableProduct.availableStock > 1)!.productId;
    const delivery = ids.find((id) => id !== pickup)!;
    const add = (productId: string, shipmentType: 'pickup' | 'delivery') =>
      fetch('/api/cart/items?site=axle-ca', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ productId, quantity: 1 }], shipmentType, storeId: shipmentType === 'pickup' ? '101' : null, vehicle: null }),
      }).then((res) => {
        if (!res.ok) throw new Error(`add ${productId} for ${shipmentType}: ${res.status}`);
      });
    await add(pickup, 'pickup');
    await add(delivery, 'delivery');
  });
}

for (const [index, { prefix, locale }] of [
  { prefix: '/ca', locale: 'en-CA' },
  { prefix: '/ca/fr', locale: 'fr-CA' },
].entries()) {
  test(`a guest's pickup order shows its status and ready time on the confirmation and in the lookup (${locale}) ${alternateWidth(index)}`, async ({ page }) => {
    test.setTimeout(90_000);
    const m = await messages(locale);
    const status = `${m['orders.status.label']} ${m['orders.status.new']} · ${m['orders.payment.paid']}`;
    const ready = new RegExp(`^${pattern(m['fulfilment.pickup.ready']!)}\\s*${escape(m['fulfilment.pickup.free']!)}\\s*(${escape(m['fulfilment.pickup.nextDay']!)})?$`);
    const email = `order.status.${Date.now().toString(36)}@example.com`;

    await page.goto(prefix);
    await hydrated(page);
    await fillCart(page);
    await page.goto(`${prefix}/checkout`);
    await hydrated(page);
    await page.getByLabel(m['checkout.contact.email']!, { exact: true }).fill(email);
    await page.getByLabel(m['checkout.address.firstName']!, { exact: true }).fill('Ana');
    await page.getByLabel(m['checkout.address.lastName']!, { exact: true }).fill('Roy');
    await page.getByLabel(m['checkout.address.address1']!, { exact: true }).fill('1 Front St W');
    await page.getByLabel(m['checkout.address.city']!, { exact: true }).fill('Toronto');
    await page.getByLabel(m['checkout.address.phone']!, { exact: true }).fill('416-555-0100');
    await page.getByLabel(m['checkout.address.province']!, { exact: true }).selectOption('ON');
    const postal = page.getByRole('combobox', { name: m['checkout.address.postalCode'] });
    await postal.fill('M5J 2X1');
    await postal.press('Escape');
    const fields = page.frameLocator(`iframe[title="${m['checkout.payment.frameTitle']}"]`);
    await fields.getByLabel(m['checkout.payment.cardNumber']!).fill('4242 4242 4242 4242');
    await fields.getByLabel(m['checkout.payment.expiry']!).fill('12/39');
    await fields.getByLabel(m['checkout.payment.cvc']!).fill('123');
    await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();

    // The confirmation: the order's status, and the pickup's ready date and time with FREE.
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/confirmation/AX[0-9A-Z]{10}$`));
    const orderNo = page.url().split('/').pop()!;
    await expect(page.getByTestId('order-status')).toHaveText(status);
    await expect(page.getByTestId('pickup-ready')).toHaveCount(1);
    await expect(page.getByTestId('pickup-ready')).toHaveText(ready);
    const readyText = await page.getByTestId('pickup-ready').innerText();

    // The lookup shows the same.
    await page.goto(`${prefix}/pages/order-status/${orderNo}`);
    await hydrated(page);
    await page.getByRole('textbox', { name: m['orders.lookup.email'], exact: true }).fill(email);
    await page.getByRole('button', { name: m['orders.lookup.submit'] }).click();
    await expect(page.getByTestId('order-number')).toContainText(orderNo);
    await expect(page.getByTestId('order-status')).toHaveText(status);
    await expect(page.getByTestId('pickup-ready')).toHaveText(ready);
    expect(await page.getByTestId('pickup-ready').innerText()).toBe(readyText);
  });
}
