import { expect, test, type Page } from '@playwright/test';
import { hydrated, vehicleButton } from './vehicle-helpers';

const CIVIC = '2019-honda-civic';
const SORT = 'most-bought-for-vehicle';

/** Chooses a sort the way the shopper does at this width: the desktop select or the mobile sheet. */
async function chooseSort(page: Page, mobile: boolean, sortBy: string, label: string): Promise<void> {
  if (mobile) {
    await page.getByTestId('sort-mobile').click();
    await page.getByRole('dialog', { name: sortBy }).getByRole('button', { name: label }).click();
  } else {
    await page.getByRole('combobox', { name: sortBy }).click();
    await page.getByRole('option', { name: label }).click();
  }
}

/** The sort labels the control offers, read from the open select or sheet, then closed again. */
async function offeredSorts(page: Page, mobile: boolean, sortBy: string): Promise<string[]> {
  if (mobile) {
    await page.getByTestId('sort-mobile').click();
    const sheet = page.getByRole('dialog', { name: sortBy });
    await expect(sheet.getByRole('listitem').first()).toBeVisible();
    const labels = await sheet.getByRole('listitem').allTextContents();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    return labels.map((l) => l.replace('✓', '').trim());
  }
  await page.getByRole('combobox', { name: sortBy }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allTextContents();
  await page.keyboard.press('Escape');
  await expect(options.first()).toBeHidden();
  return labels.map((l) => l.replace('✓', '').trim());
}

/** Product ids of the cards, top to bottom. */
function cardIds(page: Page): Promise<(string | null)[]> {
  return page.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')));
}

test.describe('Most Bought for Your Vehicle', () => {
  test('with a vehicle selected the list offers it, orders the cards by it and marks the top ones', async ({ page, isMobile }, testInfo) => {
    const mobile = isMobile || testInfo.project.name === 'mobile';
    // Without a vehicle the sort is not offered.
    await page.goto('/category/brakes');
    await hydrated(page);
    expect(await offeredSorts(page, mobile, 'Sort By')).not.toContain('Most Bought for Your Vehicle');

    // Landing on the vehicle selects it and leads with what its shoppers bought most.
    await page.goto(`/${CIVIC}`);
    await hydrated(page);
    await expect(vehicleButton(page)).toHaveText('2019 Honda Civic');
    const row = page.getByTestId('most-bought-row');
    await expect(row.getByRole('heading', { name: 'Most bought for your 2019 Honda Civic' })).toBeVisible();
    await expect(row.getByRole('listitem').first()).toBeVisible();

    await page.goto('/category/brakes');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2019 Honda Civic | Brakes');
    expect(await offeredSorts(page, mobile, 'Sort By')).toEqual(['Best Sellers', 'Most Bought for Your Vehicle', 'Price Low To High', 'Price High to Low', 'Top Rated', 'Newest']);
    await expect(page.getByTestId('most-bought-badge').first()).toBeVisible();

    await chooseSort(page, mobile, 'Sort By', 'Most Bought for Your Vehicle');
    await expect(page).toHaveURL(new RegExp(`sort=${SORT}`));
    const ranked = await (await page.request.get(`/api/search?category=brakes&vehicle=${CIVIC}&sort=${SORT}`)).json();
    const expected = ranked.hits.map((h: { productId: string }) => h.productId);
    await expect.poll(() => cardIds(page)).toEqual(expected);
    const marked = ranked.hits.filter((h: { mostBoughtRank?: number }) => h.mostBoughtRank).length;
    expect(marked).toBeGreaterThan(0);
    // The badge sits on the first cards, in the order the vehicle bought them.
    const badges = page.getByTestId('product-grid').getByRole('listitem').filter({ has: page.getByTestId('most-bought-badge') });
    await expect(badges).toHaveCount(marked);
    await expect(badges.first()).toContainText('Most bought for your 2019 Honda Civic');
    expect(await badges.evaluateAll((items) => items.map((li) => li.querySelector('[data-product-id]')?.getAttribute('data-product-id')))).toEqual(expected.slice(0, marked));
    await expect(page.getByTestId('most-bought-badge').first()).toBeVisible();
  });

  test('speaks French on fr-CA', async ({ page, isMobile }, testInfo) => {
    const mobile = isMobile || testInfo.project.name === 'mobile';
    await page.goto(`/ca/fr/${CIVIC}/brakes`);
    await hydrated(page);
    expect(await offeredSorts(page, mobile, 'Trier par')).toContain('Les plus achetés pour votre véhicule');
    await chooseSort(page, mobile, 'Trier par', 'Les plus achetés pour votre véhicule');
    await expect(page).toHaveURL(new RegExp(`sort=${SORT}`));
    await expect(page.getByTestId('most-bought-badge').first()).toHaveText('Parmi les plus achetés pour votre 2019 Honda Civic');
  });
});
