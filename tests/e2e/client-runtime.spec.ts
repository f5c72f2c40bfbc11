import { expect, test, type Page, type Route } from '@playwright/test';
import { hydrated, vehicleButton } from './vehicle-helpers';

/**
 * The client runtime on React's own terms (issue 27, decisions 270–273): links work before their
 * widget's code is here, a chunk that does not arrive shows the offline message and Retry
 * Connection fetches it afresh, navigation keeps the old page until the new one is ready,
 * restores the scroll position on back and moves the focus to the new page's heading. Each test
 * runs in a fresh browser context: nothing cached.
 */

const OFFLINE = 'You are currently offline';

/** The scroll position once it has not changed for 20 animation frames. */
async function stableScroll(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still >= 20) resolve(last);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Only the root has hydrated: the shell widgets may still be waiting for their code. */
async function rootHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true');
}

test('Ctrl-click on a footer link opens a new tab while the footer has not loaded', async ({ page, context }) => {
  const held: Route[] = [];
  await page.route('**/build/chunks/footer-*.js', (route) => void held.push(route));
  await page.goto('/');
  await rootHydrated(page);
  await expect(page.locator('[data-widget="footer"]')).not.toHaveAttribute('data-ready');
  const link = page.locator('footer a[href="/pages/about-us"]');
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/pages/about-us');
  // This tab stays where it was.
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('[data-widget="footer"]')).not.toHaveAttribute('data-ready');
  // And a plain click before the footer's code is here is a plain link.
  await link.click();
  await expect(page).toHaveURL(/\/pages\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
});

test('offline, a link shows the offline message; online, Retry Connection loads the page', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  await context.setOffline(true);
  await page.getByRole('main').getByRole('link', { name: 'Brakes', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Connection' })).toBeVisible();
  // The header and footer are still there: never a blank page.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Online again, but the page's chunk still does not come: coming online retried and failed.
  await page.route('**/build/chunks/category-page-*.js', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toBeVisible();
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toBeVisible();
  // Now it comes: Retry fetches it afresh (not React's remembered failure).
  await page.unroute('**/build/chunks/category-page-*.js');
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select a category' })).toBeVisible();
  await expect(page).toHaveURL(/\/brakes$/);
});

test('a dialog whose chunk fails once shows the offline message, and Retry opens it', async ({ page }) => {
  let failures = 0;
  await page.route('**/build/chunks/vehicle-dialogs-*.js', async (route) => {
    if (failures++ === 0) return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  // A click with no pointer before it: nothing has fetched the dialog's code yet.
  await vehicleButton(page).dispatchEvent('click');
  const alert = page.getByRole('alert').filter({ hasText: OFFLINE });
  await expect(alert).toBeVisible();
  expect(failures).toBe(1);
  await alert.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Vehicle' })).toBeVisible();
  expect(failures).toBe(2);
  await expect(alert).toHaveCount(0);
});

test('navigation keeps the page until the next is ready, focuses its heading, and back restores the scroll', async ({ page }) => {
  await page.goto('/brakes/brake-pads');
  await hydrated(page);
  const listHeading = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const card = page.locator('main article a[href*="/AX-"]').nth(7);
  await card.scrollIntoViewIfNeeded();
  // Sections still arriving above move the content, and the browser's scroll anchoring the scroll
  // position with it: measure once it holds still.
  const scrolled = await stableScroll(page);
  expect(scrolled).toBeGreaterThan(300);
  const href = (await card.getAttribute('href'))!;

  // The product's data is held back: the list stays on screen meanwhile (a transition).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/page${href}`, async (route) => {
    await released;
    await route.continue();
  });
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listHeading);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  release();

  const productHeading = page.getByRole('heading', { level: 1 });
  await expect(productHeading).not.toHaveText(listHeading);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(productHeading).toBeFocused();
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText((await productHeading.textContent())!);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listHeading);
  // Back lands where the list was left, with the card followed in view again.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.locator(`main article a[href="${href}"]`)).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
