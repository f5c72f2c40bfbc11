import { expect, test, type Page } from '@playwright/test';
import { fitsPrefix } from './fitment-text';
import { hydrated, settled } from './vehicle-helpers';

/**
 * The data layer along the shopper journey (issue: analytics data layer, "Checks"): search → list
 * → product → add to cart → cart → checkout → purchase, then sign-up and login. The exact
 * sequence of events is asserted, and each payload in the GA4 ecommerce shape.
 */

type Entry = Record<string, any>;
type Messages = Record<string, string>;

async function messages(locale: string): Promise<Messages> {
  const all: Messages = {};
  for (const ns of ['product', 'cart', 'checkout', 'orders', 'auth', 'search', 'reco']) {
    const file = (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Messages;
    for (const [key, value] of Object.entries(file)) all[`${ns}.${key}`] = value;
  }
  return all;
}

/**
 * Every push to window.dataLayer, in order, across full page loads: an init script gives each
 * document a data layer whose push also reports to the test.
 */
async function recordDataLayer(page: Page): Promise<Entry[]> {
  const pushed: Entry[] = [];
  await page.exposeFunction('__recordPush', (entry: Entry) => void pushed.push(entry));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) void (window as unknown as { __recordPush: (e: unknown) => Promise<void> }).__recordPush(JSON.parse(JSON.stringify(item)));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushed;
}

const events = (pushed: Entry[]) => pushed.filter((e) => 'event' in e);
const names = (pushed: Entry[]) => events(pushed).map((e) => e.event as string);

/** Each ecommerce event is preceded by the GA4 clearing push {ecommerce: null}. */
function expectClearedBeforeEcommerce(pushed: Entry[]) {
  pushed.forEach((entry, i) => {
    if ('event' in entry && 'ecommerce' in entry) expect(pushed[i - 1], `before ${entry.event}`).toEqual({ ecommerce: null });
  });
}

const CIVIC = { vehicle_id: '2019-honda-civic', vehicle_year: 2019, vehicle_make: 'Honda', vehicle_model: 'Civic' };
const PAGE = { site_id: 'axle-us', locale: 'en-US' };

async function fillAddress(page: Page, m: Messages) {
  await page.getByLabel(m['checkout.contact.email']!).fill('sam.lee@example.com');
  await page.getByLabel(m['checkout.address.firstName']!).fill('Sam');
  await page.getByLabel(m['checkout.address.lastName']!).fill('Lee');
  await page.getByLabel(m['checkout.address.address1']!, { exact: true }).fill('350 5th Ave');
  await page.getByLabel(m['checkout.address.city']!).fill('New York');
  await page.getByLabel(m['checkout.address.phone']!).fill('212-555-0100');
  await page.getByLabel(m['checkout.address.state']!).selectOption('NY');
  const postal = page.getByRole('combobox', { name: m['checkout.address.zipCode'] });
  await postal.fill('10118');
  await postal.press('Escape');
  const fields = page.frameLocator(`iframe[title="${m['checkout.payment.frameTitle']}"]`);
  await fields.getByLabel(m['checkout.payment.cardNumber']!).fill('4242 4242 4242 4242');
  await fields.getByLabel(m['checkout.payment.expiry']!).fill('12/39');
  await fields.getByLabel(m['checkout.payment.cvc']!).fill('123');
}

test('@desktop the journey from search to purchase emits the data-layer events in order, with valid payloads', async ({ page }) => {
  test.setTimeout(150_000);
  const m = await messages('en-US');
  const pushed = await recordDataLayer(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('analytics event')) errors.push(msg.text());
  });

  // Landing on the vehicle's page selects it; the landing page itself sends nothing.
  await page.goto('/2019-honda-civic');
  await hydrated(page);

  // Search from the header, with the vehicle.
  const input = page.getByRole('combobox', { name: m['search.label'] }).filter({ visible: true });
  await input.fill('brake pads');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=brake\+pads&vehicle=2019-honda-civic$/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => names(pushed)).toEqual(['search', 'view-search', 'view_item_list']);

  // A card that fits the Civic, trim and engine included.
  const fitting = cards.filter({ hasText: fitsPrefix(m['product.fits']!, '2019 Honda Civic') }).filter({ hasNotText: m['product.reviewSpecs']! });
  const card = fitting.first();
  const productId = (await card.getAttribute('data-product-id'))!;
  const index = (await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-product-id')))).indexOf(productId);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/${productId}$`));
  await expect(page.getByTestId('product-page')).toHaveAttribute('data-product-id', productId);
  const others = page.getByTestId('other-parts');
  await expect(others.getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => names(pushed).slice(3)).toEqual(['select_item', 'view-item', 'view_item', 'view_item_list']);

  // Add to cart: the drawer opens with the other parts for the vehicle (its own scroller).
  await page.getByTestId('quantity-block').getByRole('button', { name: m['product.addToCart'], exact: true }).click();
  const drawer = page.getByRole('dialog', { name: m['cart.drawerTitle'] });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByTestId('other-parts').getByRole('listitem').first()).toBeVisible();
  await drawer.getByRole('link', { name: m['cart.proceedToCart'] }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // Checkout and pay with the approving test card.
  await page.getByRole('link', { name: m['cart.checkout'] }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The address bar changes as the navigation starts; the checkout is on screen once its heading
  // and its shipping method (read from the basket) are.
  await expect(page.getByRole('heading', { level: 1, name: m['checkout.heading'] })).toBeVisible();
  await expect(page.getByTestId('shipping-method')).toBeVisible();
  await fillAddress(page, m);
  await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/AX[0-9A-Z]{10}$/);
  const orderNo = page.url().split('/').pop()!;

  await expect
    .poll(() => names(pushed))
    .toEqual([
      'search',
      'view-search',
      'view_item_list',
      'select_item',
      'view-item',
      'view_item',
      'view_item_list',
      'add_to_cart',
      'view_item_list',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
  expectClearedBeforeEcommerce(pushed);
  expect(errors).toEqual([]);

  // The payloads.
  const [search, viewSearch, list, select, viewItemPage, viewItem, pageReco, add, drawerReco, viewCart, begin, shipping, payment, purchase] = events(pushed) as Entry[];
  expect(search).toEqual({ event: 'search', search_term: 'brake pads' });
  expect(viewSearch).toEqual({ event: 'view-search', search_term: 'brake pads', result_count: expect.any(Number), page_path: '/search?q=brake+pads&vehicle=2019-honda-civic', ...PAGE });
  expect(viewSearch!.result_count).toBeGreaterThan(0);

  // The list: every card, in order, positions from 0, the list's id and name, the vehicle.
  expect(list!.ecommerce.item_list_id).toBe('search-results');
  expect(list!.ecommerce.item_list_name).toBe('Search Results');
  const listed = list!.ecommerce.items as Entry[];
  expect(listed.length).toBeGreaterThan(index);
  listed.forEach((item, i) => {
    expect(item).toMatchObject({ index: i, item_list_id: 'search-results', item_list_name: 'Search Results', quantity: 1, ...CIVIC });
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['item_id', 'item_name', 'item_brand', 'item_category', 'item_category2', 'price', 'vehicle_fit']));
    expect(item.item_category2).toMatch(/^brake-/);
  });
  const chosen = listed[index]!;
  expect(chosen).toMatchObject({ item_id: productId, vehicle_fit: true });

  // The selection carries the card as it was listed.
  expect(select).toEqual({ event: 'select_item', ecommerce: { item_list_id: 'search-results', item_list_name: 'Search Results', items: [chosen] } });

  // The product page: its page event and view_item with the product's own brand and the price shown.
  expect(viewItemPage).toEqual({ event: 'view-item', item_id: productId, page_path: expect.stringMatching(new RegExp(`/${productId}$`)), ...PAGE });
  const productItem = viewItem!.ecommerce.items[0] as Entry;
  expect(viewItem!.ecommerce).toEqual({ currency: 'USD', value: chosen.price, items: [productItem] });
  expect(productItem).toEqual({
    item_id: productId,
    item_name: chosen.item_name,
    item_brand: chosen.item_brand,
    item_category: chosen.item_category,
    item_category2: chosen.item_category2,
    price: chosen.price,
    ...(chosen.discount ? { discount: chosen.discount } : {}),
    quantity: 1,
    ...CIVIC,
    vehicle_fit: true,
  });

  // The other parts for the vehicle: once on the page, once in the drawer, all fitting the Civic.
  for (const reco of [pageReco!, drawerReco!]) {
    expect(reco.ecommerce.item_list_id).toBe('reco:other-parts-for-vehicle');
    expect(reco.ecommerce.item_list_name).toBe('Other Parts for Your Vehicle');
    (reco.ecommerce.items as Entry[]).forEach((item, i) => expect(item).toMatchObject({ index: i, quantity: 1, ...CIVIC, vehicle_fit: true }));
  }

  // The cart events: the line with the site as affiliation and the vehicle it was bought for.
  const line = { item_id: productId, item_name: chosen.item_name, item_brand: chosen.item_brand, item_category: chosen.item_category, item_category2: chosen.item_category2, price: chosen.price, quantity: 1, affiliation: 'axle-us', ...CIVIC, vehicle_fit: true };
  const value = { currency: 'USD', value: chosen.price, items: [line] };
  expect(add).toEqual({ event: 'add_to_cart', ecommerce: value });
  expect(viewCart).toEqual({ event: 'view_cart', ecommerce: value });
  expect(begin).toEqual({ event: 'begin_checkout', ecommerce: value });
  expect(shipping).toEqual({ event: 'add_shipping_info', ecommerce: { ...value, shipping_tier: 'standard' } });
  expect(payment).toEqual({ event: 'add_payment_info', ecommerce: { ...value, payment_type: 'card' } });

  // The purchase: the order number, the items' total, tax and shipping as the order has them.
  // The order as the confirmation page reads it (from the browser: its order-access cookie).
  const order = await page.evaluate(
    async (no) => ((await (await fetch(`/api/page/checkout/confirmation/${no}`)).json()) as { data: { order: { productTotal: number; taxTotal: number; shippingTotal: number } } }).data.order,
    orderNo,
  );
  expect(order.productTotal / 100).toBe(chosen.price);
  expect(purchase).toEqual({
    event: 'purchase',
    ecommerce: { transaction_id: orderNo, affiliation: 'axle-us', currency: 'USD', value: order.productTotal / 100, tax: order.taxTotal / 100, shipping: order.shippingTotal / 100, items: [line] },
  });
});

test('@desktop sign-up and login send sign_up and login once each, after the reload that signs the shopper in', async ({ page }, info) => {
  test.setTimeout(90_000);
  const m = await messages('en-US');
  const pushed = await recordDataLayer(page);
  const email = `datalayer.${info.project.name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Garage#Keeper7';
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

  await page.goto('/registration');
  await hydrated(page);
  const form = page.getByRole('main');
  await form.getByLabel(m['auth.field.firstName']!, { exact: true }).fill('Renée');
  await form.getByLabel(m['auth.field.lastName']!, { exact: true }).fill('Côté');
  await form.getByLabel(m['auth.field.email']!, { exact: true }).fill(email);
  await form.getByLabel(m['auth.field.password']!, { exact: true }).fill(password);
  await form.getByLabel(m['auth.field.confirmPassword']!, { exact: true }).fill(password);
  await form.getByRole('button', { name: m['auth.register.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await hydrated(page);
  await expect.poll(() => events(pushed)).toEqual([{ event: 'sign_up', method: 'email' }]);

  // Out, then in again on the login page.
  await page.evaluate(() => fetch('/api/account/logout', { method: 'POST', headers: { 'content-type': 'application/json' } }));
  await page.goto('/login');
  await hydrated(page);
  const login = page.getByRole('main');
  await login.getByLabel(m['auth.field.email']!, { exact: true }).fill(email);
  await login.getByLabel(m['auth.field.password']!, { exact: true }).fill(password);
  await login.getByRole('button', { name: m['auth.login.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await hydrated(page);
  await expect.poll(() => events(pushed)).toEqual([
    { event: 'sign_up', method: 'email' },
    { event: 'login', method: 'email' },
  ]);
  // Another load of the account page sends nothing more.
  await page.reload();
  await hydrated(page);
  await settled(page);
  expect(names(pushed)).toEqual(['sign_up', 'login']);
});
