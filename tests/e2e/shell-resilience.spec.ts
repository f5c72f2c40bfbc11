import { expect, test, type Page, type Route } from '@playwright/test';
import { chooseInDialog, expectSameWindow, hydrated, markWindow, vehicleButton } from './vehicle-helpers';

const OFFLINE = 'You are currently offline';

/** Counts the requests a route pattern gets and lets a test decide each answer. */
async function interceptPage(page: Page, pattern: string | RegExp, answer: (attempt: number, route: Route) => Promise<void>) {
  const seen = { attempts: 0 };
  await page.route(pattern, async (route) => {
    seen.attempts += 1;
    await answer(seen.attempts, route);
  });
  return seen;
}

test.describe('shell resilience', () => {
  test('a list fetch keeps its skeletons while retried, ends offline after the last failure, and Retry Connection recovers @desktop', async ({ page }) => {
    await page.goto('/category/brakes');
    await hydrated(page);
    await markWindow(page);
    const pagination = page.getByTestId('pagination');

    // Page 2: the first attempt hangs until the skeletons are seen, then fails like the second;
    // the third answers.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page2 = await interceptPage(page, /\/api\/page\/category\/brakes\?page=2$/, async (attempt, route) => {
      if (attempt === 1) await held;
      if (attempt <= 2) return route.abort('internetdisconnected');
      return route.continue();
    });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page.locator('ul[aria-busy="true"]')).toBeVisible();
    release();
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('product-grid')).toBeVisible();
    await expect(page.getByRole('heading', { name: OFFLINE })).toHaveCount(0);
    expect(page2.attempts).toBe(3);

    // Page 3: no attempt gets an answer — one try and 3 retries, then the offline message.
    const page3 = await interceptPage(page, /\/api\/page\/category\/brakes\?page=3$/, (_attempt, route) => route.abort('internetdisconnected'));
    await pagination.getByRole('link', { name: 'Page 3' }).click();
    await expect(page.getByRole('heading', { name: OFFLINE })).toBeVisible();
    expect(page3.attempts).toBe(4);
    await page.unroute(/\/api\/page\/category\/brakes\?page=3$/);
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('product-grid')).toBeVisible();
    await expectSameWindow(page);
  });

  test('a page that fails to render shows the error page; a chunk that fails to load shows the offline message @desktop', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);

    // The page's chunk does not arrive: offline, with the spec's chunk error logged.
    await page.route('**/build/chunks/legacy-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.locator('footer a[href="/factory-direct"]').click();
    await expect(page.getByRole('heading', { name: OFFLINE })).toBeVisible();
    await expect(page.getByRole('heading', { name: "This page isn't" })).toHaveCount(0);
    expect(errors.some((text) => text.includes('Loading chunk legacy failed'))).toBe(true);
    await page.unroute('**/build/chunks/legacy-page-*.js');
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Factory Direct Auto Parts' })).toBeVisible();

    // A payload the page cannot render: a fault of the page, not of the connection.
    await page.route('**/api/page/why-our-prices-are-so-low', (route) =>
      route.fulfill({ json: { kind: 'legacy', route: 'why-our-prices', params: {}, status: 200, breadcrumbs: [], data: null } }),
    );
    await page.locator('footer a[href="/why-our-prices-are-so-low"]').click();
    await expect(page.getByRole('heading', { level: 1, name: "This page isn't" })).toBeVisible();
    await expect(page.getByText(/^Error .+\. Please try again or contact us for assistance$/)).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Parts that fit, delivered fast' })).toBeVisible();
    await expectSameWindow(page);
  });

  test('a vehicle toast shows its status icon top-right without a close button, and a search without vehicle= names the selected vehicle', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await vehicleButton(page).click();
    await chooseInDialog(page, '2019', 'Honda', 'Civic');
    const toast = page.getByRole('status').filter({ hasText: 'Fitment updated' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('[data-toast-icon="success"]')).toHaveCount(1);
    await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y).toBeLessThan(viewport.height / 2);
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.9);

    await page.goto('/search?q=brake');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2019 Honda Civic');
    await expect(page.getByRole('main').getByRole('button', { name: 'Change Vehicle' })).toBeVisible();
  });
});
