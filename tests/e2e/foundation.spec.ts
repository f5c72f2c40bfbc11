import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/** Marks the window so a full reload (which clears it) can be told from in-app navigation. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));
}
async function expectSameWindow(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __spa?: number }).__spa)).toBe(1);
}
test.describe('store foundation', () => {
  test('home renders on the US site in English with dollar prices', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Parts that fit, delivered fast' })).toBeVisible();
    await expect(page.getByTestId('deal-strip')).toContainText(/\$\d+\.\d\d/);
  });

  test('home renders on the Canadian site in French with CAD prices', async ({ page }) => {
    await page.goto('/?locale=fr-CA&site=axle-ca');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Des pièces compatibles, livrées rapidement' })).toBeVisible();
    await expect(page.getByTestId('deal-strip')).toContainText(/\d,\d\d\s\$/);
  });

  test('a category card navigates in the app without a reload', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    await page.locator('#home-categories ~ ul a').first().click();
    await expect(page).toHaveURL(/\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSameWindow(page);
  });

  test('an unknown path lands on the not-found page with HTTP 404 @desktop', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/s\/axle-us\/no-such-page\?redirected=1$/);
    await expect(page.getByText("The page you're looking for can't be found.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the page is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ca/fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des pièces compatibles, livrées rapidement');
    await expect(page.getByRole('heading', { level: 2, name: 'Magasiner par catégorie' })).toBeVisible();
    await expect(page.locator('#home-categories ~ ul a').first()).toBeVisible();
    await context.close();
  });

  test('a missing translation file falls back to the default messages with a warning @desktop', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/i18n/fr-CA.json', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto('/ca/fr');
    await hydrated(page);
    expect(warnings.some((w) => w.includes('Translations for fr-CA are missing'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a page chunk that fails to load shows the offline boundary until Retry Connection', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    await page.route('**/build/chunks/legacy-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.locator('footer a[href="/factory-direct"]').click();
    await expect(page.getByRole('heading', { name: 'You are currently offline' })).toBeVisible();
    await expect(page.getByText("We couldn't load the next page on this connection. Please try again.")).toBeVisible();
    await page.unroute('**/build/chunks/legacy-page-*.js');
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Factory Direct Auto Parts' })).toBeVisible();
    await expectSameWindow(page);
  });

  for (const path of ['/', '/s/axle-us/no-such-page?redirected=1', '/ca/fr']) {
    test(`has no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
