/**
 * The shopper's journey through the unmodified Retail React App, step by step, as a person would
 * click it: home, a category list (prices checked against Axle's own answer), search, a product
 * page with its images, add to cart, the cart, guest checkout with the test card to the order
 * confirmation, registration, an order as the registered shopper, sign-out and sign-in, and the
 * account's order history. Each step waits on what the page shows, never on a fixed time.
 */
import type { Page } from '@playwright/test';

export interface JourneyContext {
  app: string;
  axle: string;
  /** The site's Commerce API coordinates, for reading Axle's own answers to compare with the page. */
  organizationId: string;
  siteId: string;
  email: string;
  password: string;
  /** Filled as the journey goes. */
  guestOrderNo?: string;
  registeredOrderNo?: string;
}

export interface JourneyStep {
  name: string;
  /** Runs the step; returns what it saw. Throws when the page is not what a shopper should see. */
  run(page: Page, ctx: JourneyContext): Promise<string>;
}

const PRODUCT_ID = 'AX-FLT-101028';
const CATEGORY = 'brakes';
const QUERY = 'oil filter';
const TEST_CARD = '4242 4242 4242 4242';
const ADDRESS = { firstName: 'Pat', lastName: 'Doe', phone: '2065550100', address1: '100 Main St', city: 'Seattle', stateCode: 'WA', postalCode: '98101' };

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Product images on the page that came from Axle and were decoded (not just requested). */
async function loadedAxleImages(page: Page, axle: string): Promise<number> {
  return page.$$eval('img', (imgs, origin) => imgs.filter((img) => img.currentSrc.startsWith(`${origin}/images/`) && img.complete && img.naturalWidth > 0).length, axle);
}

async function waitForAxleImages(page: Page, axle: string): Promise<number> {
  await page.waitForFunction((origin) => [...document.images].some((img) => img.currentSrc.startsWith(`${origin}/images/`) && img.complete && img.naturalWidth > 0), axle);
  return loadedAxleImages(page, axle);
}

/**
 * The app's tracking-consent dialog hides the rest of the page from assistive roles until it is
 * answered; whenever it shows while the journey acts, it is accepted first (Playwright's locator
 * handler), as a shopper would.
 */
export async function acceptConsentWhenAsked(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('heading', { name: 'Tracking Consent' }), async () => {
    await page.getByRole('button', { name: 'Accept' }).click();
  });
}

async function addToCart(page: Page, app: string): Promise<void> {
  await page.goto(`${app}/product/${PRODUCT_ID}`);
  const add = page.getByRole('button', { name: /add to cart/i }).first();
  await add.waitFor();
  await page.waitForLoadState('networkidle');
  await add.click();
  await page.getByText(/item added to cart/i).first().waitFor();
}

/** Shipping address, method and the test card, then Place Order; returns the order number. */
async function completeCheckout(page: Page): Promise<string> {
  await page.locator('#firstName').fill(ADDRESS.firstName);
  await page.locator('#lastName').fill(ADDRESS.lastName);
  await page.locator('#phone').fill(ADDRESS.phone);
  await page.locator('#countryCode').selectOption('US');
  await page.locator('#address1').fill(ADDRESS.address1);
  await page.locator('#city').fill(ADDRESS.city);
  await page.locator('#stateCode').selectOption(ADDRESS.stateCode);
  await page.locator('#postalCode').fill(ADDRESS.postalCode);
  await page.getByRole('button', { name: /continue to shipping method/i }).click();
  const card = page.getByLabel('Card Number');
  const toPayment = page.getByRole('button', { name: /continue to payment/i });
  // The app skips the method step when the shipment already has its (one) method.
  await card.or(toPayment).first().waitFor();
  if (await toPayment.isVisible()) await toPayment.click();
  await card.fill(TEST_CARD);
  await page.getByLabel('Name on Card').fill(`${ADDRESS.firstName} ${ADDRESS.lastName}`);
  await page.getByLabel('Expiration Date').fill('12/30');
  await page.getByRole('textbox', { name: 'Security Code' }).fill('123');
  await page.getByRole('button', { name: /review order/i }).click();
  await page.getByRole('button', { name: /place order/i }).first().click();
  await page.waitForURL(/\/checkout\/confirmation\//, { timeout: 120_000 });
  const orderNo = page.url().split('/').pop()!;
  await page.getByText(`Order Number: ${orderNo}`).waitFor();
  return orderNo;
}

export const JOURNEY: JourneyStep[] = [
  {
    name: 'home',
    async run(page, { app, axle }) {
      await page.goto(`${app}/`);
      await page.getByText('Shop Products').waitFor();
      await page.getByTestId('product-scroller-item').first().waitFor();
      const tiles = await page.getByTestId('product-scroller-item').count();
      const images = await waitForAxleImages(page, axle);
      if (!tiles) throw new Error('no product tiles on the home page');
      return `${tiles} product tiles (new arrivals), ${images} Axle images loaded`;
    },
  },
  {
    name: 'category list (prices right)',
    async run(page, { app, axle, organizationId, siteId }) {
      await page.goto(`${app}/category/${CATEGORY}`);
      await page.getByRole('heading', { name: 'Brakes', level: 1 }).first().waitFor();
      const api = await fetch(`${axle}/search/shopper-search/v1/organizations/${organizationId}/product-search?siteId=${siteId}&refine=cgid%3D${CATEGORY}&limit=25`);
      const { hits, total } = (await api.json()) as { total: number; hits: { productId: string; price: number }[] };
      const checked: string[] = [];
      for (const hit of hits.slice(0, 8)) {
        const tile = page.getByTestId(`sf-product-tile-${hit.productId}`);
        await tile.waitFor();
        await tile.getByText(`current price ${money(hit.price)}`).first().waitFor();
        checked.push(money(hit.price));
      }
      const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
      if (!(await page.getByText(`(${total})`).first().isVisible())) throw new Error(`the heading does not show the API's total ${total}`);
      return `${heading.replace(/\s+/g, ' ')} (${total}); first ${checked.length} tiles priced as the API answers: ${checked.join(', ')}`;
    },
  },
  {
    name: 'search',
    async run(page, { app }) {
      await page.goto(`${app}/`);
      // The header has a desktop and a mobile search field: the visible one.
      const box = page.locator('#search-input:visible');
      await box.fill(QUERY);
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=/);
      await page.locator('[data-testid^="sf-product-tile-"]', { hasText: /oil filter/i }).first().waitFor();
      const tiles = await page.locator('[data-testid^="sf-product-tile-"]').allInnerTexts();
      const total = await page.getByText(/^\(\d+\)$/).first().innerText();
      return `"${QUERY}": ${total} results, ${tiles.length} tiles on the first page, first "${tiles[0]!.split('\n')[0]}"`;
    },
  },
  {
    name: 'product page with images',
    async run(page, { app, axle }) {
      await page.goto(`${app}/product/${PRODUCT_ID}`);
      await page.getByRole('button', { name: /add to cart/i }).first().waitFor();
      const name = await page.locator('h2').first().innerText();
      const images = await waitForAxleImages(page, axle);
      const price = await page.getByText(/current price \$/).first().innerText();
      return `${name}, ${price.trim()}, ${images} Axle images loaded`;
    },
  },
  {
    name: 'add to cart',
    async run(page, { app }) {
      await addToCart(page, app);
      return 'the "item added to cart" dialog shows the product';
    },
  },
  {
    name: 'cart',
    async run(page, { app }) {
      await page.goto(`${app}/cart`);
      await page.getByText(/Cart \(1 item\)/).waitFor();
      const subtotal = await page.getByText(/^\$\d/).first().innerText();
      await page.getByRole('link', { name: /proceed to checkout/i }).first().waitFor().catch(() => page.getByRole('button', { name: /proceed to checkout/i }).first().waitFor());
      return `Cart (1 item), first amount ${subtotal}`;
    },
  },
  {
    name: 'guest checkout to order confirmation (test card)',
    async run(page, ctx) {
      await page.goto(`${ctx.app}/checkout`);
      await page.getByText('Contact Info').first().waitFor();
      await page.locator('input[type=email]').first().fill(`guest.${ctx.email}`);
      await page.getByRole('button', { name: /checkout as guest/i }).click();
      ctx.guestOrderNo = await completeCheckout(page);
      const total = await page.getByText('Order Total').locator('..').innerText();
      return `order ${ctx.guestOrderNo} confirmed (${total.replace(/\s+/g, ' ')}), paid with ${TEST_CARD.slice(-4).padStart(8, '•')}`;
    },
  },
  {
    name: 'registration',
    async run(page, ctx) {
      await page.goto(`${ctx.app}/registration`);
      await page.locator('#firstName').fill(ADDRESS.firstName);
      await page.locator('#lastName').fill(ADDRESS.lastName);
      await page.locator('#email').fill(ctx.email);
      await page.locator('#password').fill(ctx.password);
      await page.getByRole('button', { name: /create account/i }).click();
      await page.waitForURL(/\/account$/);
      await page.getByText(ctx.email).first().waitFor();
      return `registered ${ctx.email}; the account page shows the profile`;
    },
  },
  {
    name: 'registered checkout',
    async run(page, ctx) {
      await addToCart(page, ctx.app);
      await page.goto(`${ctx.app}/checkout`);
      await page.locator('#firstName').waitFor();
      ctx.registeredOrderNo = await completeCheckout(page);
      return `order ${ctx.registeredOrderNo} placed as ${ctx.email}`;
    },
  },
  {
    name: 'sign out and sign in',
    async run(page, ctx) {
      await page.goto(`${ctx.app}/account`);
      await page.getByRole('button', { name: /log out/i }).first().click();
      await page.waitForURL(/\/login/);
      await page.locator('#email').fill(ctx.email);
      await page.locator('#password').fill(ctx.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/account$/);
      await page.getByText(ctx.email).first().waitFor();
      return `signed out, then in again as ${ctx.email}`;
    },
  },
  {
    name: 'account order history',
    async run(page, ctx) {
      await page.goto(`${ctx.app}/account/orders`);
      await page.getByText(ctx.registeredOrderNo!).first().waitFor();
      const orders = await page.getByText(/Order Number/i).count();
      return `order history lists ${ctx.registeredOrderNo} (${orders} order${orders === 1 ? '' : 's'})`;
    },
  },
];
