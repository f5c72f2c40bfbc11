import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

async function searchField(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByTestId('mobile-search-open').click();
    return page.getByRole('dialog').getByRole('combobox', { name: 'Search parts' });
  }
  return page.getByRole('banner').getByRole('combobox', { name: 'Search parts' });
}

test.describe('header search', () => {
  test('searching "oil filter" from the header lists oil filters without a reload and remembers the term', async ({ page }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __searchMarker: number }).__searchMarker = 1));
    const field = await searchField(page, mobile);
    await field.fill('oil fil');
    await expect(page.getByTestId('search-popover')).toBeVisible();
    await expect(page.getByTestId('search-popover').getByText('Products')).toBeVisible();
    await field.fill('  oil filter ');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=oil\+filter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Vehicle Parts');
    await expect(page.getByText('Results for “oil filter”')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toContainText(/Oil Filter/);
    expect(await page.evaluate(() => (window as unknown as { __searchMarker?: number }).__searchMarker)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('recent-search-key'))).toBe('["oil filter"]');
  });

  test('an empty submit is ignored and recent searches show in the popover @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => localStorage.setItem('recent-search-key', JSON.stringify(['brake pads'])));
    await page.reload();
    await hydrated(page);
    const field = await searchField(page, false);
    await field.fill('   ');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await field.fill('');
    await field.click();
    await expect(page.getByTestId('search-popover').getByText('Recent Searches')).toBeVisible();
    await page.getByRole('option', { name: 'brake pads' }).click();
    await expect(page).toHaveURL(/\/search\?q=brake\+pads$/);
  });

  test('no results show the empty state with Contact', async ({ page }) => {
    await page.goto('/search?q=zzzzqqq');
    await expect(page.getByText("We couldn't find any results for zzzzqqq.")).toBeVisible();
    await expect(page.getByText('Please try searching again or contact us for assistance.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact-us');
  });
});
