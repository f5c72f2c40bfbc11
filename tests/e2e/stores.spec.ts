import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const STATUS = /^(Open now · Closes at \d{1,2}:\d\d [ap]\.?m\.?|Closed · Opens (today|tomorrow|\w+day) at \d{1,2}:\d\d [ap]\.?m\.?|Closed · Hours not available yet)$/i;

test.describe('stores', () => {
  test('a shopper finds the three nearest stores to M5J 2X1, sees which are open and sets one as their store', async ({ page }) => {
    // One long journey over five page loads: give it room on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/ca/pages/store-locator');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible();
    // The first list is the site's stores, ten at a time.
    await expect(page.getByTestId('store-card')).toHaveCount(10);

    const form = page.getByRole('search', { name: 'Store search' });
    const input = form.getByLabel('Postal code');
    await input.fill('Z9Z 9Z9');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Enter a valid postal code');

    // Typing a valid code searches by itself after the debounce.
    await input.fill(' M5J 2X1 ');
    await expect(page.getByRole('heading', { name: 'Stores near M5J2X1' })).toBeVisible();
    const cards = page.getByTestId('store-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole('heading')).toHaveText('Axle Auto Parts — Toronto Queen St');
    await expect(cards.nth(1).getByRole('heading')).toHaveText('Axle Auto Parts — Toronto Danforth');
    await expect(cards.nth(2).getByRole('heading')).toHaveText('Axle Auto Parts — Mississauga City Centre');
    const distances = (await page.getByTestId('store-distance').allTextContents()).map((d) => Number.parseFloat(d));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 120)).toBe(true);
    for (const status of await page.getByTestId('store-status').allTextContents()) expect(status.trim()).toMatch(STATUS);
    const directions = cards.nth(0).getByRole('link', { name: /^Directions to Axle Auto Parts — Toronto Queen St/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=43\.\d+,-79\.\d+$/);
    await noSideScroll(page);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Set as My Store: toast, badge, and the header follows.
    await cards.nth(1).getByRole('button', { name: 'Set Axle Auto Parts — Toronto Danforth as my store' }).click();
    await expect(page.getByText('Store updated')).toBeVisible();
    await expect(cards.nth(1).getByText('My Store', { exact: true })).toBeVisible();
    const picker = page.getByRole('banner').getByRole('button', { name: /^My store: / });
    await expect(picker).toHaveAccessibleName('My store: Axle Auto Parts — Toronto Danforth');

    // Load more shows the rest within 120 km (five in all).
    await page.getByRole('button', { name: 'Load more stores' }).click();
    await expect(cards).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Load more stores' })).toBeHidden();

    // The choice is kept: after a reload the header shows it again, and the store page has the crumb.
    await page.goto('/ca/pages/store-locator/102');
    await hydrated(page);
    await expect(picker).toHaveAccessibleName('My store: Axle Auto Parts — Toronto Danforth');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Store Locator' })).toBeVisible();
    await expect(crumbs.getByText('Axle Auto Parts — Toronto Danforth')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Axle Auto Parts — Toronto Danforth');
    await expect(page.getByRole('main').getByText('My Store', { exact: true })).toBeVisible();
    await noSideScroll(page);

    // In French the same store is still the shopper's store (one choice per site).
    await page.goto('/ca/fr/pages/store-locator/102');
    await hydrated(page);
    await expect(page.getByRole('main').getByText('Mon magasin', { exact: true })).toBeVisible();
    await expect(page.getByTestId('store-status')).toHaveText(/^(Ouvert · Ferme à|Fermé · Ouvre)/);
    await page.goto('/ca/pages/store-locator/102');
    await hydrated(page);

    // The header's Change Store link leads back to the locator.
    await picker.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Change Store' }).click();
    await expect(page).toHaveURL(/\/ca\/pages\/store-locator$/);
  });

  test('a Spanish-speaking shopper finds a store by ZIP code on the US site', async ({ page }) => {
    await page.goto('/es/pages/store-locator');
    await hydrated(page);
    const form = page.getByRole('search', { name: 'Búsqueda de tiendas' });
    await form.getByLabel('Código ZIP').fill('75202');
    await form.getByRole('button', { name: 'Buscar', exact: true }).click();
    const cards = page.getByTestId('store-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('Axle Auto Parts — Dallas Uptown');
    await expect(page.getByTestId('store-distance')).toHaveText(/^\d+\.\d mi$/);
    await expect(page.getByTestId('store-status')).toHaveText(/^(Abierto ahora · Cierra a las|Cerrado · Abre)/);
    await cards.getByRole('button', { name: 'Elegir Axle Auto Parts — Dallas Uptown como mi tienda' }).click();
    await expect(page.getByText('Tienda actualizada')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^My store: |^Mi tienda: / })).toHaveAccessibleName(/Dallas Uptown/);
    await form.getByLabel('Código ZIP').fill('99999');
    await form.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByTestId('no-stores')).toHaveText('No se encontraron tiendas');
    await noSideScroll(page);
  });

  test('on the Canadian product page a shopper switches to pickup at a store that has the part', async ({ page, request }) => {
    // A part sold online that the default store (101) lacks and the Danforth store (102) has.
    const search = await request.get('/search/shopper-search/v1/organizations/f_ecom_axle/product-search?siteId=axle-ca&q=brake&limit=50');
    const ids = ((await search.json()) as { hits: { productId: string; hitType: string }[] }).hits.filter((h) => h.hitType === 'product').map((h) => h.productId);
    const data = await request.get(`/custom/products-data/v1/organizations/f_ecom_axle/products-data?siteId=axle-ca&c_storeId=101&c_storeIds=102&c_productIds=${ids.slice(0, 50).join(',')}`);
    const stock = ((await data.json()) as { data: { productId: string; inventory: { ats: number }; storeStockList: { storeId: string; availableStock: number }[] }[] }).data;
    const at = (p: (typeof stock)[number], id: string) => p.storeStockList.find((s) => s.storeId === id)!.availableStock;
    const part = stock.find((p) => p.inventory.ats > 0 && at(p, '101') === 0 && at(p, '102') > 0);
    expect(part, 'a part stocked at 102 but not at 101').toBeDefined();

    await page.goto(`/ca/product/${part!.productId}`);
    await hydrated(page);
    const section = page.getByTestId('fulfilment-options');
    await expect(section).toBeVisible();

    await expect(section.getByRole('radio', { name: /Delivery/ })).toBeChecked();
    await expect(section.getByTestId('pickup-stock')).toHaveText('Not available at this store');
    await expect(section.getByRole('radio', { name: /In-Store Pickup/ })).toBeDisabled();
    await section.getByRole('button', { name: 'Change store' }).click();
    const drawer = page.getByRole('dialog', { name: 'Select a Store' });
    await drawer.getByLabel('Postal code').fill('M5J 2X1');
    const rows = drawer.getByTestId('drawer-store');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Store - Out of stock');
    await expect(rows.nth(1)).toContainText(`${at(part!, '102')} in stock`);
    await rows.nth(1).getByRole('button', { name: 'Select Axle Auto Parts — Toronto Danforth' }).click();
    await expect(page.getByText('Store updated')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(section.getByTestId('pickup-stock')).toHaveText(`${at(part!, '102')} in stock at Axle Auto Parts — Toronto Danforth`);
    await expect(section.getByTestId('pickup-ready')).toHaveText(/^Ready \w{3}, \w{3} \d{1,2} at \d{1,2}:\d\d\s[ap]\.m\.\s?FREE\s?(Next day)?$/);
    await section.getByRole('radio', { name: /In-Store Pickup/ }).check();
    await expect(section.getByRole('radio', { name: /In-Store Pickup/ })).toBeChecked();
    await expect(page.getByRole('banner').getByRole('button', { name: /^My store: / })).toHaveAccessibleName('My store: Axle Auto Parts — Toronto Danforth');
    await noSideScroll(page);
  });
});
