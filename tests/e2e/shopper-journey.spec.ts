import { expect, test, type Page } from '@playwright/test';
import { expectSameWindow, hydrated, markWindow, pick, vehicleButton } from './vehicle-helpers';
import { fitsPrefix } from './fitment-text';
import { alternateWidth } from './widths';

/** The messages a shopper reads, straight from the catalogue so every locale is checked. */
async function messages(locale: string): Promise<Record<string, string>> {
  const load = async (ns: string) => (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
  const [vehicle, listing, product, search] = await Promise.all(['vehicle', 'listing', 'product', 'search'].map(load));
  const prefixed = (ns: string, m: Record<string, string>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [`${ns}.${k}`, v]));
  return { ...prefixed('vehicle', vehicle!), ...prefixed('listing', listing!), ...prefixed('product', product!), ...prefixed('search', search!) };
}

async function searchFor(page: Page, label: string, text: string) {
  const openMobile = page.getByTestId('mobile-search-open').filter({ visible: true });
  if (await openMobile.count()) await openMobile.click();
  const input = page.getByRole('combobox', { name: label }).filter({ visible: true });
  await input.fill(text);
  await input.press('Enter');
}

const LOCALES = [
  { prefix: '', locale: 'en-US', category: 'Brakes' },
  { prefix: '/es', locale: 'es-US', category: 'Frenos' },
  { prefix: '/ca', locale: 'en-CA', category: 'Brakes' },
  { prefix: '/ca/fr', locale: 'fr-CA', category: 'Freins' },
];

for (const [index, { prefix, locale, category }] of LOCALES.entries()) {
  test(`a shopper picks a 2019 Honda Civic, shops Brakes, filters, sorts, pages and searches (${locale}) ${alternateWidth(index)}`, async ({ page }) => {
    const m = await messages(locale);
    await page.goto(prefix || '/');
    await hydrated(page);
    await markWindow(page);

    await vehicleButton(page).click();
    const dialog = page.getByRole('dialog', { name: m['vehicle.dialogTitle'] });
    await pick(dialog, m['vehicle.year']!, '2019');
    await pick(dialog, m['vehicle.make']!, 'Honda');
    await pick(dialog, m['vehicle.model']!, 'Civic');
    await expect(page).toHaveURL(new RegExp(`${prefix}/2019-honda-civic$`));
    await dialog.getByRole('button', { name: m['vehicle.done'] }).click();
    await expect(vehicleButton(page)).toContainText('2019 Honda Civic');

    // Landing page → the vehicle's Brakes list (once the landing page has replaced the home page,
    // whose own Brakes link goes elsewhere).
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2019 Honda Civic');
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${category}`) }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/2019-honda-civic/brakes$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`2019 Honda Civic | ${category}`);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();

    // Every card fits the vehicle (or asks to review its trim/engine).
    const fits = fitsPrefix(m['product.fits']!, '2019 Honda Civic');
    const review = m['product.reviewSpecs'] ?? 'Please Review Additional Specs to Ensure Product Fitment';
    for (const text of await cards.allInnerTexts()) expect(text.includes(fits) || text.includes(review)).toBe(true);

    // Page 2, then a sort, then a filter, all in the app.
    await page.getByTestId('pagination').getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const lowToHigh = m['listing.sort.price-low-to-high']!;
    const sortSheet = page.getByTestId('sort-mobile').filter({ visible: true });
    if (await sortSheet.count()) {
      await sortSheet.click();
      await page.getByRole('dialog', { name: m['listing.sortBy'] }).getByRole('button', { name: lowToHigh }).click();
    } else {
      await page.getByRole('combobox', { name: m['listing.sortBy'] }).click();
      await page.getByRole('option', { name: lowToHigh }).click();
    }
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    await expectSameWindow(page);
    const filtersButton = page.getByTestId('filters-button').filter({ visible: true });
    if (await filtersButton.count()) {
      await filtersButton.click();
      const filters = page.getByRole('dialog', { name: m['listing.filters'] });
      await filters.getByRole('checkbox').first().check();
      await expect(page).toHaveURL(/refine=/);
      await filters.getByRole('button', { name: new RegExp(m['listing.viewItems']!.replace(/\{n(, number)?\}/, '\\d+')) }).click();
    } else {
      await page.getByTestId('refinements').getByRole('checkbox').first().check();
      await expect(page).toHaveURL(/refine=/);
    }
    await expectSameWindow(page);

    // Search "oil filter" from the header: the vehicle travels with it and results fit.
    await searchFor(page, m['search.label']!, 'oil filter');
    await expect(page).toHaveURL(/\/search\?q=oil\+filter&vehicle=2019-honda-civic|\/search\?.*vehicle=2019-honda-civic/);
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text.includes(fits) || text.includes(review)).toBe(true);
    await expect(cards.filter({ hasText: /oil|huile|aceite/i }).first()).toBeVisible();
  });
}
