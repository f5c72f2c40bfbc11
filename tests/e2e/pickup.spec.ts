import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseInDialog, hydrated, vehicleButton } from './vehicle-helpers';
import { packNotes } from './fitment-text';
import { alternateWidth } from './widths';

/** The messages a shopper reads, straight from the catalogue so each locale is checked. */
async function messages(locale: string): Promise<Record<string, string>> {
  const namespaces = ['cart', 'product', 'fulfilment', 'stores', 'shell', 'checkout', 'common'];
  const out: Record<string, string> = {};
  for (const ns of namespaces) {
    const file = (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
    for (const [key, value] of Object.entries(file)) out[`${ns}.${key}`] = value;
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its {placeholders} matching any text. */
const pattern = (message: string) => escape(message).replace(/\\\{\w+(, number)?\\\}/g, '.+');
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)(?:, number)?\}/g, (_, k: string) => values[k] ?? '');

// Stores are named with the locale's brand (decision 250): "Axle Pièces Auto — Toronto Danforth" in French.
const QUEEN_ST = { id: '101', branch: 'Toronto Queen St' };
const DANFORTH = { id: '102', branch: 'Toronto Danforth' };

interface StockRow {
  productId: string;
  inventory: { ats: number };
  storeStockList: { storeId: string; availableStock: number }[];
}

/** Online and per-store stock of the list's parts at Queen St and Danforth. */
async function stockOf(request: APIRequestContext, ids: string[]): Promise<StockRow[]> {
  const res = await request.get(`/custom/products-data/v1/organizations/f_ecom_axle/products-data?siteId=axle-ca&c_storeId=${QUEEN_ST.id}&c_storeIds=${DANFORTH.id}&c_productIds=${ids.join(',')}`);
  return ((await res.json()) as { data: StockRow[] }).data;
}
const at = (row: StockRow, storeId: string) => row.storeStockList.find((s) => s.storeId === storeId)?.availableStock ?? 0;

/** Header picker (open state shown) → Change Store → locator near M5J 2X1: sets each store in turn. */
async function setStoreFromLocator(page: Page, prefix: string, m: Record<string, string>, stores: { name: string }[]) {
  const picker = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${pattern(m['shell.store.trigger']!)}$`) });
  await picker.click();
  const popover = page.getByRole('dialog');
  // Open now (until closing time) or closed (next opening), from the store's hours.
  const statuses = ['stores.status.openUntil', 'stores.status.opensToday', 'stores.status.opensTomorrow', 'stores.status.opensOn', 'stores.status.noHours'].map((k) => pattern(m[k]!));
  await expect(popover.getByTestId('store-status')).toHaveText(new RegExp(`^(${statuses.join('|')})$`));
  await popover.getByRole('link', { name: m['shell.store.change'] }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/pages/store-locator$`));
  await hydrated(page);
  const form = page.getByRole('search').filter({ has: page.getByLabel(m['stores.search.postalLabel']!) });
  await form.getByLabel(m['stores.search.postalLabel']!).fill('M5J 2X1');
  await form.getByRole('button', { name: m['stores.search.submit'], exact: true }).click();
  for (const store of stores) {
    const card = page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: store.name, exact: true }) });
    await card.getByRole('button', { name: fill(m['stores.setAsMyStoreLabel']!, { name: store.name }) }).click();
    await expect(card.getByText(m['stores.myStore']!, { exact: true })).toBeVisible();
    await expect(picker).toHaveAccessibleName(fill(m['shell.store.trigger']!, { name: store.name }));
  }
}

const LOCALES = [
  { prefix: '/ca', locale: 'en-CA' },
  { prefix: '/ca/fr', locale: 'fr-CA' },
];

for (const [index, { prefix, locale }] of LOCALES.entries()) {
  test(`a guest picks up one part at their store and has another delivered; the pickup follows a store change into checkout (${locale}) ${alternateWidth(index)}`, async ({ page, request }) => {
    // Ten page loads and four store changes: room on a busy machine.
    test.setTimeout(150_000);
    const m = await messages(locale);
    const named = (store: { branch: string }) => `${m['common.storeName']} — ${store.branch}`;

    // The guest's vehicle goes into the garage (one garage per site, whatever the language).
    await page.goto('/ca');
    await hydrated(page);
    await vehicleButton(page).click();
    await chooseInDialog(page, '2019', 'Honda', 'Civic');

    // The vehicle's list: a fitting part stocked at both stores (pickup) and another one (delivery).
    await page.goto(`${prefix}/2019-honda-civic/brakes`);
    await hydrated(page);
    // Parts sold one at a time: the quantities below step by one (decision 288).
    const [pair, set] = packNotes(locale);
    const fitting = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: m['product.addToCart'], exact: true }) })
      .filter({ hasNotText: m['product.reviewSpecs']! })
      .filter({ hasNotText: pair! })
      .filter({ hasNotText: set! });
    const ids = (await fitting.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')))).filter((id): id is string => Boolean(id));
    const stock = await stockOf(request, ids);
    // Danforth holds at least two more than Queen St, so a quantity can fit one store and not the other.
    const pickupPart = stock.find((p) => at(p, QUEEN_ST.id) > 0 && at(p, DANFORTH.id) >= at(p, QUEEN_ST.id) + 2 && p.inventory.ats > at(p, QUEEN_ST.id));
    const deliveryPart = stock.find((p) => p !== pickupPart && p.inventory.ats > 1);
    expect(pickupPart, 'a fitting part stocked online and at both stores, more at Danforth').toBeDefined();
    expect(deliveryPart, 'another fitting part sold online').toBeDefined();

    // The guest sets Danforth as their store (header popover → locator).
    await setStoreFromLocator(page, prefix, m, [{ name: named(DANFORTH) }]);
    await expect(page.getByText(m['stores.storeUpdated']!, { exact: true }).first()).toBeVisible();

    // Product page: pickup at Danforth, then add to cart.
    await page.goto(`${prefix}/product/${pickupPart!.productId}`);
    await hydrated(page);
    const section = page.getByTestId('fulfilment-options');
    await expect(section.getByTestId('pickup-stock')).toHaveText(fill(m['fulfilment.pickup.inStock']!, { count: String(at(pickupPart!, DANFORTH.id)), store: named(DANFORTH) }));
    await section.getByRole('radio', { name: new RegExp(escape(m['fulfilment.pickup']!)) }).check();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-fitment', 'settled');
    await page.getByTestId('product-page').getByRole('button', { name: m['product.addToCart'], exact: true }).first().click();
    const drawer = page.getByRole('dialog', { name: m['cart.drawerTitle'] });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: m['cart.continueShopping'] }).click();
    await expect(drawer).toBeHidden();

    // List card: the other part for delivery.
    await page.goto(`${prefix}/2019-honda-civic/brakes`);
    await hydrated(page);
    await page.locator(`[data-testid="product-card"][data-product-id="${deliveryPart!.productId}"]`).getByRole('button', { name: m['product.addToCart'], exact: true }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: m['cart.proceedToCart'] }).click();

    // The cart: one delivery line and one pickup line at Danforth.
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
    const delivery = page.getByTestId('shipment-delivery');
    const pickup = page.getByTestId('shipment-pickup');
    await expect(delivery.getByTestId('cart-line')).toHaveCount(1);
    await expect(delivery.getByTestId('cart-line')).toContainText(fill(m['cart.sku']!, { productId: deliveryPart!.productId }));
    await expect(pickup.getByRole('heading', { level: 2 })).toHaveText(fill(m['cart.pickupAt']!, { store: named(DANFORTH) }));
    await expect(pickup.getByTestId('cart-line')).toHaveCount(1);
    await expect(pickup.getByTestId('cart-line')).toContainText(fill(m['cart.sku']!, { productId: pickupPart!.productId }));

    // A store short of the pickup quantity: the stock rule refuses the move and the pickup stays.
    const overQueen = String(at(pickupPart!, QUEEN_ST.id) + 1);
    const pickupQuantity = pickup.getByTestId('cart-line').getByRole('spinbutton');
    await pickupQuantity.fill(overQueen);
    await pickupQuantity.press('Enter');
    await expect(pickup.getByTestId('cart-line')).toHaveAttribute('aria-busy', 'false');
    await expect(pickupQuantity).toHaveValue(overQueen);
    await setStoreFromLocator(page, prefix, m, [{ name: named(QUEEN_ST) }]);
    await expect(page.getByText(m['cart.quantityExceeds']!, { exact: true })).toBeVisible();
    await page.goto(`${prefix}/cart`);
    await hydrated(page);
    await expect(pickup.getByRole('heading', { level: 2 })).toHaveText(fill(m['cart.pickupAt']!, { store: named(DANFORTH) }));
    await expect(pickupQuantity).toHaveValue(overQueen);

    // Back to one: now the pickup shipment follows the store change, and the cart shows it.
    await pickupQuantity.fill('1');
    await pickupQuantity.press('Enter');
    await expect(pickupQuantity).toHaveValue('1');
    await expect(pickup.getByTestId('cart-line')).toHaveAttribute('aria-busy', 'false');
    await setStoreFromLocator(page, prefix, m, [DANFORTH, QUEEN_ST].map((store) => ({ name: named(store) })));
    await page.goto(`${prefix}/cart`);
    await hydrated(page);
    await expect(pickup.getByRole('heading', { level: 2 })).toHaveText(fill(m['cart.pickupAt']!, { store: named(QUEEN_ST) }));
    await expect(pickup.getByTestId('cart-line')).toContainText(fill(m['cart.sku']!, { productId: pickupPart!.productId }));
    await expect(delivery.getByTestId('cart-line')).toHaveCount(1);

    // Checkout: the pickup line's store and its ready time (date, time, FREE, maybe Next day).
    await page.goto(`${prefix}/checkout`);
    await hydrated(page);
    const checkoutPickup = page.getByTestId('checkout-pickup');
    await expect(checkoutPickup.getByTestId('pickup-store')).toContainText(named(QUEEN_ST));
    const ready = checkoutPickup.getByTestId('pickup-ready');
    await expect(ready).toHaveText(new RegExp(`^${pattern(m['fulfilment.pickup.ready']!)}\\s*${escape(m['fulfilment.pickup.free']!)}\\s*(${escape(m['fulfilment.pickup.nextDay']!)})?$`));
    await expect(checkoutPickup.getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
