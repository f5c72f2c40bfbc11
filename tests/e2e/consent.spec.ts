import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, settled } from './vehicle-helpers';

/**
 * Consent (decisions 180–182): Law 25 visitors of the Canadian site (fr-CA, en-CA) opt in, so no
 * analytics event, personalization activity or analytics tag runs before their choice; US
 * visitors opt out; Global Privacy Control keeps marketing off; crawlers never see the banner.
 * These tests start from an empty browser (the other specs start with a choice made).
 */
test.use({ storageState: { cookies: [], origins: [] } });

type Messages = Record<string, string>;

async function messages(locale: string): Promise<Messages> {
  const all: Messages = {};
  for (const ns of ['consent', 'search']) {
    const file = (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Messages;
    for (const [key, value] of Object.entries(file)) all[`${ns}.${key}`] = value;
  }
  return all;
}

/** Personalization activities the page sends, by name. */
function activities(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && path.startsWith('/activities/')) sent.push(path.split('/').pop()!);
  });
  return sent;
}

const dataLayerEvents = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => 'event' in e).map((e) => e.event as string));
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function searchFor(page: Page, label: string, text: string) {
  const openMobile = page.getByTestId('mobile-search-open').filter({ visible: true });
  if (await openMobile.count()) await openMobile.click();
  const input = page.getByRole('combobox', { name: label }).filter({ visible: true });
  await input.fill(text);
  await input.press('Enter');
}

const QUEBEC = [
  { locale: 'fr-CA', prefix: '/ca/fr', query: 'plaquettes' },
  { locale: 'en-CA', prefix: '/ca', query: 'brake pads' },
] as const;

for (const { locale, prefix, query } of QUEBEC) {
  test(`a Law 25 visitor (${locale}): nothing is tracked before consent, the banner is accessible at this width, Accept all releases the page's events`, async ({ page }) => {
    test.setTimeout(90_000);
    const m = await messages(locale);
    const sent = activities(page);
    await page.goto(prefix || '/');
    await hydrated(page);

    const banner = page.getByRole('region', { name: m['consent.banner.title'] });
    await expect(banner).toBeVisible();
    // Fixed at the bottom and within the viewport: it moves nothing and fits a 320 px phone.
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const box = (await banner.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    expect(await banner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const name of ['consent.acceptAll', 'consent.necessaryOnly', 'consent.preferences']) await expect(banner.getByRole('button', { name: m[name] })).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').analyze()).violations).toEqual([]);

    // Search, a list, a product: the shopper browses; nothing leaves the page.
    await searchFor(page, m['search.label']!, query);
    await expect(page).toHaveURL(/\/search\?q=/);
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await card.getByRole('link').first().click();
    await expect(page.getByTestId('product-page')).toBeVisible();
    await settled(page);
    expect(await dataLayerEvents(page)).toEqual([]);
    expect(sent).toEqual([]);
    expect(await stored(page, 'axle-reco-id')).toBeNull();
    await expect(banner).toBeVisible();

    // Accept all: the choice is kept in this browser and the page's events go out, in order.
    await banner.getByRole('button', { name: m['consent.acceptAll'] }).click();
    await expect(banner).toBeHidden();
    // The home page's deals, then the journey.
    await expect.poll(() => dataLayerEvents(page)).toEqual(['view_item_list', 'search', 'view-search', 'view_item_list', 'select_item', 'view-item', 'view_item', 'view_item_list']);
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    expect(sent).toEqual(expect.arrayContaining(['viewPage', 'viewSearch', 'clickSearch', 'viewProduct', 'viewReco']));
    expect(JSON.parse((await stored(page, 'axle.consent'))!)).toMatchObject({ v: 1, analytics: true, marketing: true });

    // The next load remembers the choice: no banner.
    await page.reload();
    await hydrated(page);
    await settled(page);
    await expect(banner).toHaveCount(0);
  });
}

test('a Law 25 visitor who keeps necessary cookies only is never tracked, until analytics is turned on in Privacy choices', async ({ page }) => {
  test.setTimeout(90_000);
  const m = await messages('en-CA');
  const sent = activities(page);
  await page.goto('/ca/2019-honda-civic/brakes');
  await hydrated(page);

  // The keyboard reaches the banner first (after the skip link), and can leave it: focus is not trapped.
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(false);

  await banner.getByRole('button', { name: m['consent.necessaryOnly'] }).click();
  await expect(banner).toBeHidden();
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  await settled(page);
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(sent).toEqual([]);
  expect(JSON.parse((await stored(page, 'axle.consent'))!)).toMatchObject({ analytics: false, marketing: false });

  // Privacy choices (footer) opens the preferences: a modal dialog; necessary is always on.
  await page.getByTestId('privacy-choices').click();
  const dialog = page.getByRole('dialog', { name: m['consent.prefs.title'] });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[data-testid="consent-preferences"]').analyze()).violations).toEqual([]);
  await expect(dialog.getByRole('switch', { name: m['consent.prefs.necessary.label'] })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: m['consent.prefs.necessary.label'] })).toBeChecked();
  const analytics = dialog.getByRole('switch', { name: m['consent.prefs.analytics.label'] });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await dialog.getByRole('button', { name: m['consent.prefs.save'] }).click();
  await expect(dialog).toBeHidden();
  expect(JSON.parse((await stored(page, 'axle.consent'))!)).toMatchObject({ analytics: true, marketing: false });

  // From now on the pages report (what happened under "necessary only" stays unsent).
  await page.goBack();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect.poll(() => dataLayerEvents(page)).toEqual(['view-list', 'view_item_list']);
  await expect.poll(() => sent).toEqual(expect.arrayContaining(['viewPage', 'viewCategory']));
});

test('a US visitor opts out: no banner, events from the start; Global Privacy Control keeps marketing off @desktop', async ({ page }) => {
  const m = await messages('en-US');
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  await page.goto('/2019-honda-civic/brakes');
  await hydrated(page);
  await expect.poll(() => dataLayerEvents(page)).toEqual(['view-list', 'view_item_list']);
  await settled(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);

  await page.getByTestId('privacy-choices').click();
  const dialog = page.getByRole('dialog', { name: m['consent.prefs.title'] });
  await expect(dialog.getByRole('switch', { name: m['consent.prefs.analytics.label'] })).toBeChecked();
  const marketing = dialog.getByRole('switch', { name: m['consent.prefs.marketing.label'] });
  await expect(marketing).not.toBeChecked();
  await expect(marketing).toBeDisabled();
  await expect(dialog.getByText(m['consent.prefs.gpc']!)).toBeVisible();
  await dialog.getByRole('button', { name: m['consent.prefs.close'] }).click();
  await expect(dialog).toBeHidden();
});

test('the marketing tracker runs only for a signed-in profile with marketing consent @desktop', async ({ page, baseURL }, info) => {
  test.setTimeout(60_000);
  const email = `tracker.${info.project.name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const tracker = () => page.evaluate(() => (window as unknown as { _etmc?: unknown[] })._etmc ?? []);
  // A guest with every consent: no tracker.
  await page.addInitScript(() => window.localStorage.setItem('axle.consent', JSON.stringify({ v: 1, analytics: true, marketing: true, at: Date.now() })));
  await page.goto('/cart');
  await hydrated(page);
  await settled(page);
  expect(await tracker()).toEqual([]);
  expect(await dataLayerEvents(page)).not.toContain('page_view');

  // Signed in: organization, the shopper's e-mail, the page view (and its page_view push), the cart.
  const res = await page.context().request.fetch('/api/account/register', {
    method: 'POST',
    headers: { origin: baseURL!, 'content-type': 'application/json', 'cf-connecting-ip': `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: { firstName: 'Mia', lastName: 'Marketing', email, password: 'Garage#Keeper7', confirmPassword: 'Garage#Keeper7' },
  });
  expect(res.status()).toBe(202);
  await page.goto('/cart');
  await hydrated(page);
  await expect.poll(tracker).toEqual([['setOrgId', 'f_ecom_axle'], ['setUserInfo', { email }], ['trackPageView'], ['trackCart', { clear_cart: true }]]);
  await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'))).toEqual([{ event: 'page_view', page_path: '/cart' }]);

  // Marketing refused: nothing, even signed in.
  await page.evaluate(() => window.localStorage.setItem('axle.consent', JSON.stringify({ v: 1, analytics: true, marketing: false, at: Date.now() })));
  await page.addInitScript(() => window.localStorage.setItem('axle.consent', JSON.stringify({ v: 1, analytics: true, marketing: false, at: Date.now() })));
  await page.reload();
  await hydrated(page);
  await settled(page);
  expect(await tracker()).toEqual([]);
});

test('crawlers never see the banner and send nothing @desktop', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/130', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const sent = activities(page);
  await page.goto('/ca/fr/2019-honda-civic/brakes');
  await hydrated(page);
  await settled(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(sent).toEqual([]);
  await context.close();
});
