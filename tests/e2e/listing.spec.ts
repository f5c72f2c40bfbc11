import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/** A window marker that a full reload would clear. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __listingMarker: number }).__listingMarker = 1));
}
async function stillSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __listingMarker?: number }).__listingMarker)).toBe(1);
}
async function count(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1]);
}

test.describe('product list', () => {
  test('vehicle list: page 2, sort and a filter, all without a reload', async ({ page, isMobile }, testInfo) => {
    const mobile = isMobile || testInfo.project.name === 'mobile';
    await page.goto('/2019-honda-civic/brakes');
    await hydrated(page);
    await markWindow(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2019 Honda Civic | Brakes');
    await expect(page.getByRole('button', { name: 'Change Vehicle' })).toBeVisible();
    const total = await count(page);
    expect(total).toBeGreaterThan(24);
    await expect(page.getByTestId('product-card')).toHaveCount(24);

    await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('product-card')).toHaveCount(total - 24);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await stillSamePage(page);

    if (mobile) {
      await page.getByTestId('sort-mobile').click();
      await page.getByRole('dialog', { name: 'Sort By' }).getByRole('button', { name: 'Price Low To High' }).click();
    } else {
      await page.getByRole('combobox', { name: 'Sort By' }).click();
      await page.getByRole('option', { name: 'Price Low To High' }).click();
    }
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    await expect(page).not.toHaveURL(/page=2/);
    const prices = await page.getByTestId('product-card').evaluateAll((cards) =>
      cards.map((card) => Number((card.querySelector('p span[aria-hidden="true"]')?.textContent ?? '').replace(/[^0-9.]/g, ''))),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await stillSamePage(page);

    if (mobile) {
      await page.getByTestId('filters-button').click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.getByLabel(/Brake Pads/).check();
      await expect(page).toHaveURL(/refine=cgid%3Dbrake-pads/);
      await dialog.getByRole('button', { name: /^View \d+ items$/ }).click();
    } else {
      await page.getByTestId('refinements').getByLabel(/Brake Pads/).check();
      await expect(page).toHaveURL(/refine=cgid%3Dbrake-pads/);
    }
    await expect.poll(() => count(page)).toBeLessThan(total);
    await expect(page.getByRole('button', { name: 'Remove filter Category: Brake Pads' })).toBeVisible();
    await stillSamePage(page);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => count(page)).toBe(total);
    await stillSamePage(page);
  });

  // The same list state at any width: run where the side filters are the quickest to reach.
  test('a filter ticked while a new sort is still loading keeps that sort @desktop', async ({ page }) => {
    await page.goto('/2019-honda-civic/brakes');
    await hydrated(page);
    const filter = await page.getByTestId('refinements').getByLabel(/Brake Pads/).elementHandle();
    // The filter is ticked right after the sort's handler has run (a microtask), before React renders
    // the sort's transition (a later task): the sorted page is still to come.
    await page.evaluate((checkbox) => {
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        push(...args);
        history.pushState = push;
        queueMicrotask(() => (checkbox as HTMLElement).click());
      };
    }, filter);
    await page.getByRole('combobox', { name: 'Sort By' }).click();
    await page.getByRole('option', { name: 'Price Low To High' }).click();
    await expect(page).toHaveURL(/refine=cgid%3Dbrake-pads/);
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    await expect(page.getByRole('button', { name: 'Remove filter Category: Brake Pads' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveText(/Price Low To High/);
  });

  test('card shows SKU, price and links to the product under the vehicle', async ({ page }) => {
    await page.goto('/2019-honda-civic/brakes');
    const card = page.getByTestId('product-card').first();
    await expect(card.getByText(/^SKU: # AX-/)).toBeVisible();
    await expect(card.getByText('Fits 2019 Honda Civic')).toBeVisible();
    const href = await card.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/2019-honda-civic\/[a-z-]+\/AX-[A-Z]+-\d+/);
  });

  test('category page lists two levels and links on', async ({ page }) => {
    await page.goto('/parts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Select a category');
    // Keyboard, so the header's hover menus cannot get in the way of the pointer.
    await page.getByTestId('category-grid').getByRole('link', { name: 'Brake Pads' }).press('Enter');
    await expect(page).toHaveURL(/\/brakes\/brake-pads$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Vehicle Parts | Brake Pads');
  });

  for (const [prefix, heading, list] of [
    ['', 'Select a category', 'All Vehicle Parts'],
    ['/es', 'Seleccione una categoría', 'Todas las piezas para vehículos'],
    ['/ca', 'Select a category', 'All Vehicle Parts'],
    ['/ca/fr', 'Sélectionnez une catégorie', 'Toutes les pièces de véhicule'],
  ] as const) {
    test(`headings are translated (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/parts`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.goto(`${prefix}/category/brakes`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(list);
    });
  }
});
