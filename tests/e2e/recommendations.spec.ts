import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

const PRODUCT = 'AX-BRK-100000';
const CIVIC = '2019-honda-civic';

/** The next personalization activity of a kind, with its parsed body. */
function activity(page: Page, name: string): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === `/activities/axle-us/${name}`)
    .then((r) => r.postDataJSON() as Record<string, unknown>);
}

function section(page: Page, heading: string) {
  return page.getByRole('region', { name: heading });
}

/** Every request the browser makes for recommendations (the streamed section must not make one). */
function recoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/reco/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

/** The real product page shows this product: its URL and its 'SKU: #{id}' line. */
async function expectProductPage(page: Page, id: string, skuLabel = 'SKU: #'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${id}$`));
  await expect(page.getByTestId('product-page')).toHaveAttribute('data-product-id', id);
  await expect(page.getByTestId('product-sku')).toHaveText(`${skuLabel}${id}`);
}

test('a shopper follows other parts for the vehicle and finds them again under Recently viewed', async ({ page }) => {
  // Five page loads and a click on a 320 px phone: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  // The link reads See All below the md breakpoint (768 px), See All Parts above.
  const seeAll = page.viewportSize()!.width < 768 ? 'See All' : 'See All Parts';
  const fetched = recoRequests(page);

  // A first visit has no history: the home page shows deals but no Recently viewed.
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByTestId('deal-strip')).toBeVisible();
  await expect(section(page, 'Recently viewed')).toHaveCount(0);

  // A product page streams "Other parts for your vehicle" and reports the view and the impression once.
  const viewed = activity(page, 'viewProduct');
  const impression = activity(page, 'viewReco');
  await page.goto(`/product/${PRODUCT}`);
  await hydrated(page);
  await expectProductPage(page, PRODUCT);
  const others = section(page, 'Other parts for your vehicle');
  await expect(others.getByRole('heading', { name: 'Other parts for your vehicle' })).toBeVisible();
  const tiles = others.getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThan(3);
  // No vehicle selected: See All goes to /parts.
  await expect(others.getByRole('link', { name: seeAll, exact: true })).toHaveAttribute('href', '/parts');
  expect(await viewed).toMatchObject({ realm: 'axle', instanceType: 'sbx', product: { id: PRODUCT } });
  const shown = await impression;
  expect(shown).toMatchObject({ recommenderName: 'other-parts-for-vehicle', realm: 'axle' });
  expect((shown.products as unknown[]).length).toBe(await tiles.count());
  // Streamed with the page: hydration reads it, it does not fetch it again.
  expect(fetched).toEqual([]);

  // Following a recommendation reports the click and opens that product's page in the app.
  const firstLink = tiles.first().getByRole('link');
  const href = (await firstLink.getAttribute('href'))!;
  const recommended = href.split('/').pop()!;
  expect(href).toMatch(new RegExp(`^/[a-z-]+/[a-z-]+/${recommended}$`));
  const click = activity(page, 'clickReco');
  await firstLink.click();
  expect(await click).toMatchObject({ product: { id: recommended }, __recoUUID: shown.__recoUUID });
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expectProductPage(page, recommended);
  await expect(section(page, 'Other parts for your vehicle').getByRole('listitem').first()).toBeVisible();
  // In-app navigation fetches the next product's section once, under the key the server streams.
  expect(fetched).toEqual([`/api/reco/other-parts-for-vehicle?site=axle-us&locale=en-US&products=${recommended}`]);

  // Home: Recently viewed, most recent first.
  await page.goto('/');
  await hydrated(page);
  const recent = section(page, 'Recently viewed');
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').nth(0).getByRole('link')).toHaveAttribute('href', new RegExp(`/${recommended}$`));
  await expect(recent.getByRole('listitem').nth(1).getByRole('link')).toHaveAttribute('href', new RegExp(`/${PRODUCT}$`));
  expect((await new AxeBuilder({ page }).include('[data-testid="recently-viewed"]').analyze()).violations).toEqual([]);
  // Below the deals.
  const dealsBox = await page.getByTestId('deal-strip').boundingBox();
  const recentBox = await recent.boundingBox();
  expect(recentBox!.y).toBeGreaterThan(dealsBox!.y);

  // On a vehicle URL every recommendation is for that vehicle, and See All goes to its parts.
  await page.goto(`/${CIVIC}/brake-pads/${PRODUCT}`);
  await hydrated(page);
  await expectProductPage(page, PRODUCT);
  const forCivic = section(page, 'Other parts for your vehicle');
  await expect(forCivic.getByRole('listitem').first()).toBeVisible();
  for (const link of await forCivic.getByRole('listitem').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', new RegExp(`^/${CIVIC}/`));
  }
  await expect(forCivic.getByRole('link', { name: seeAll, exact: true })).toHaveAttribute('href', `/${CIVIC}`);

  // With the Civic selected (its landing page selects it), the plain product URL streams the
  // section for the selected vehicle, and hydration — while the garage loads — fetches nothing.
  await page.goto(`/${CIVIC}`);
  await hydrated(page);
  // The landing page selects the vehicle in an effect after hydration: wait for its cookie.
  await expect.poll(() => page.context().cookies()).toContainEqual(expect.objectContaining({ value: expect.stringContaining(CIVIC) }));
  fetched.length = 0;
  await page.goto(`/product/${PRODUCT}`);
  await hydrated(page);
  await expectProductPage(page, PRODUCT);
  const forSelected = section(page, 'Other parts for your vehicle');
  await expect(forSelected.getByRole('listitem').first()).toBeVisible();
  await expect(forSelected.getByRole('link', { name: seeAll, exact: true })).toHaveAttribute('href', `/${CIVIC}`);
  await expect(forSelected.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/${CIVIC}/`));
  await expect(page.getByTestId('other-parts')).toBeVisible();
  expect(fetched).toEqual([]);
});

test('the section speaks the shopper’s language and disappears when it cannot load', async ({ page }) => {
  await page.goto(`/ca/fr/product/${PRODUCT}`);
  await hydrated(page);
  const others = section(page, 'Autres pièces pour votre véhicule');
  const first = others.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(first).toContainText('$');
  expect((await new AxeBuilder({ page }).include('[data-testid="other-parts"]').analyze()).violations).toEqual([]);
  const recommended = (await first.getByRole('link').getAttribute('href'))!.split('/').pop()!;

  // The next product's recommendations fail to load: its page renders without the section.
  await page.route('**/api/reco/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"down"}' }));
  const hidden = page.waitForEvent('console', (message) => message.text().includes('other-parts section hidden'));
  await first.getByRole('link').click();
  await expectProductPage(page, recommended, 'UGS : #');
  await hidden;
  // Neither the list nor its loading skeleton stays; the rest of the page does.
  await expect(section(page, 'Autres pièces pour votre véhicule')).toHaveCount(0);
  await expect(page.getByTestId('other-parts')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-price')).toBeVisible();
});
