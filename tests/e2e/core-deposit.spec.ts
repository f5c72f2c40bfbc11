import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatPrice } from '../../shared/pricing/format-price';
import { hydrated } from './vehicle-helpers';

/**
 * Core deposits (issue 30, decision 284): a starter's deposit on its card and product page, in the
 * drawer, the cart, checkout and the confirmation (with the return instructions), as its own row of
 * totals that equal the parts shown. English (US) and French (Canada), each at both widths.
 */
async function messages(locale: string): Promise<Record<string, string>> {
  const load = async (ns: string) => (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
  const namespaces = ['cart', 'checkout', 'orders', 'pdp', 'product'];
  const loaded = await Promise.all(namespaces.map(load));
  return Object.fromEntries(namespaces.flatMap((ns, i) => Object.entries(loaded[i]!).map(([k, v]) => [`${ns}.${k}`, v])));
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);

// Four locales, each at one width: both widths on each site.
const CASES = [
  { locale: 'en-US', width: ' @desktop', prefix: '', site: 'axle-us', currency: 'USD', email: 'core.us@example.com', region: 'NY', regionLabel: 'checkout.address.state', postalLabel: 'checkout.address.zipCode', postal: '10118', street: '350 5th Ave', city: 'New York' },
  { locale: 'fr-CA', width: ' @mobile', prefix: '/ca/fr', site: 'axle-ca', currency: 'CAD', email: 'core.ca@example.com', region: 'ON', regionLabel: 'checkout.address.province', postalLabel: 'checkout.address.postalCode', postal: 'M5J 2X1', street: '1 Front St W', city: 'Toronto' },
  { locale: 'es-US', width: ' @mobile', prefix: '/es', site: 'axle-us', currency: 'USD', email: 'core.es@example.com', region: 'NY', regionLabel: 'checkout.address.state', postalLabel: 'checkout.address.zipCode', postal: '10118', street: '350 5th Ave', city: 'New York' },
  { locale: 'en-CA', width: ' @desktop', prefix: '/ca', site: 'axle-ca', currency: 'CAD', email: 'core.en-ca@example.com', region: 'ON', regionLabel: 'checkout.address.province', postalLabel: 'checkout.address.postalCode', postal: 'M5J 2X1', street: '1 Front St W', city: 'Toronto' },
] as const;

/** An orderable starter in stock with a deposit on the site, and a vehicle it fits. */
async function starterAndVehicle(page: Page, site: string): Promise<{ productId: string; deposit: number; modelId: string }> {
  const search = await (await page.request.get(`/api/search?q=starter&limit=24&site=${site}`)).json();
  for (const hit of search.hits as { productId: string; primaryCategoryId: string; coreDeposit?: number; ats: number; orderable: boolean }[]) {
    if (hit.primaryCategoryId !== 'starters' || !hit.coreDeposit || !hit.orderable || hit.ats < 5) continue;
    const fits = await (await page.request.get(`/api/products/${hit.productId}/vehicles?site=${site}`)).json();
    if (fits.vehicles.length) return { productId: hit.productId, deposit: hit.coreDeposit, modelId: fits.vehicles[0].modelId };
  }
  throw new Error('no starter with a deposit and a vehicle');
}

/** The rows of an order summary: kind, label and amount in minor units (FREE is 0). */
async function rows(summary: Locator): Promise<{ kind: string; label: string; amount: number }[]> {
  return summary.locator('[data-row]').evaluateAll((all) =>
    all.map((row) => {
      const value = row.querySelector('dd')?.textContent ?? '';
      return { kind: row.getAttribute('data-row')!, label: row.querySelector('dt')?.textContent ?? '', amount: /\d/.test(value) ? Number(value.replace(/\D/g, '')) : 0 };
    }),
  );
}

/** The summary shows the deposit row, and its total equals the amounts shown above it. */
async function expectDepositRow(summary: Locator, label: string, deposit: number) {
  await expect(summary.locator('[data-row="core-deposit"]')).toBeVisible();
  const shown = await rows(summary);
  expect(shown.find((r) => r.kind === 'core-deposit')).toEqual({ kind: 'core-deposit', label, amount: deposit });
  const parts = shown.filter((r) => ['subtotal', 'shipping', 'core-deposit', 'tax'].includes(r.kind)).reduce((s, r) => s + r.amount, 0);
  expect(shown.at(-1)!.kind).toBe('total');
  expect(shown.at(-1)!.amount).toBe(parts);
}

for (const c of CASES) {
  test(`a starter with a core deposit goes from its card and page through the drawer, cart and checkout to the confirmation's return instructions (${c.locale})${c.width}`, async ({ page }) => {
    const m = await messages(c.locale);
    const { productId, deposit, modelId } = await starterAndVehicle(page, c.site);
    const money = (minor: number) => formatPrice(minor, c.currency, c.locale);
    const depositLabel = m['checkout.summary.coreDeposit']!;

    // The vehicle's starters: the card says the deposit.
    await page.goto(`${c.prefix}/${modelId}/starters`);
    await hydrated(page);
    const card = page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`);
    await expect(card.getByTestId('core-deposit')).toHaveText(fill(m['product.coreDeposit']!, { amount: money(deposit) }));

    // Its page says it under the price; adding it opens the drawer, whose line says it too.
    await card.getByRole('link').first().click();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-product-id', productId);
    await hydrated(page);
    await expect(page.getByTestId('product-core-deposit')).toHaveText(fill(m['pdp.coreDeposit']!, { amount: money(deposit) }));
    await page.getByTestId('quantity-block').getByRole('button', { name: m['product.addToCart'], exact: true }).click();
    const drawer = page.getByRole('dialog', { name: m['cart.drawerTitle'] });
    // A starter that fits only some trims or engines asks first (the landing chose no trim).
    const missing = page.getByRole('dialog', { name: m['pdp.missingDetails.title'] });
    await expect(drawer.or(missing)).toBeVisible();
    if (await missing.isVisible()) await missing.getByRole('button', { name: m['pdp.missingDetails.addAnyway'] }).click();
    await expect(drawer.getByTestId('line-core-deposit')).toHaveText(fill(m['cart.lineCoreDeposit']!, { amount: money(deposit) }));

    // The cart: the line and the summary's own row, inside the estimated total.
    await drawer.getByRole('link', { name: m['cart.proceedToCart'] }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/cart$`));
    await hydrated(page);
    await expect(page.getByTestId('cart-line').getByTestId('line-core-deposit')).toHaveText(fill(m['cart.lineCoreDeposit']!, { amount: money(deposit) }));
    await expectDepositRow(page.getByTestId('order-summary'), depositLabel, deposit);

    // Checkout: with the province or state known, the deposit is taxed with the part.
    await page.getByRole('link', { name: m['cart.checkout'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: m['checkout.heading'] })).toBeVisible();
    await hydrated(page);
    await page.getByLabel(m['checkout.contact.email']!).fill(c.email);
    await page.getByLabel(m['checkout.address.firstName']!, { exact: true }).fill('Ana');
    await page.getByLabel(m['checkout.address.lastName']!, { exact: true }).fill('Roy');
    await page.getByLabel(m['checkout.address.address1']!, { exact: true }).fill(c.street);
    await page.getByLabel(m['checkout.address.city']!, { exact: true }).fill(c.city);
    await page.getByLabel(m['checkout.address.phone']!, { exact: true }).fill('416-555-0100');
    await page.getByLabel(m[c.regionLabel]!).selectOption(c.region);
    const postal = page.getByRole('combobox', { name: m[c.postalLabel] });
    await postal.fill(c.postal);
    await postal.press('Escape');
    const summary = page.getByTestId('order-summary');
    await expect(summary.locator('[data-row="tax"]').first()).toContainText(c.region);
    await expectDepositRow(summary, depositLabel, deposit);
    const fields = page.frameLocator(`iframe[title="${m['checkout.payment.frameTitle']}"]`);
    await fields.getByLabel(m['checkout.payment.cardNumber']!).fill('4242 4242 4242 4242');
    await fields.getByLabel(m['checkout.payment.expiry']!).fill('12/39');
    await fields.getByLabel(m['checkout.payment.cvc']!).fill('123');
    await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();

    // Confirmation: the deposit row and how to get the deposit back, with the order number.
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/checkout/confirmation/AX[0-9A-Z]{10}$`));
    const orderNo = page.url().split('/').pop()!;
    await expectDepositRow(page.getByTestId('order-summary'), depositLabel, deposit);
    const note = page.getByTestId('core-return');
    await expect(note.getByRole('heading', { name: m['orders.coreReturn.title'] })).toBeVisible();
    await expect(note).toContainText(fill(m['orders.coreReturn.body']!, { amount: money(deposit), days: '30', orderNo }));
  });
}
