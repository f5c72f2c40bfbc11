import { expect, test, type Page } from '@playwright/test';
import { chooseCivic, hydrated } from './vehicle-helpers';
import { fitsPrefix } from './fitment-text';
import { alternateWidth } from './widths';

/** Messages of the namespaces this journey reads, keyed namespace.key, from the catalogue itself. */
async function messages(locale: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const ns of ['vehicle', 'product', 'pdp']) {
    const file = (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
    for (const [key, value] of Object.entries(file)) out[`${ns}.${key}`] = value;
  }
  return out;
}


async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

// A brake pad master (sizes Front / Rear) that does not fit the 2019 Civic in the seeded catalogue.
const NOT_FITTING_MASTER = 'AX-BRK-100403';

// The variation value's name is read in the page language; its value (in the URL) stays canonical.
for (const [index, { prefix, locale, front }] of [
  { prefix: '', locale: 'en-US', front: 'Front' },
  { prefix: '/ca/fr', locale: 'fr-CA', front: 'Avant' },
].entries()) {
  test(`a Civic shopper opens a fitting brake pad, then a non-fitting one: dialog once, a variation in the URL (${locale}) ${alternateWidth(index)}`, async ({ page }) => {
    // One journey over six pages and four dialogs: longer than the default per-test budget.
    test.setTimeout(120_000);
    const m = await messages(locale);
    const vehicle = '2019 Honda Civic';
    await page.goto(prefix || '/');
    await hydrated(page);
    await chooseCivic(page, m);
    await page.goto(`${prefix}/2019-honda-civic/brake-pads`);

    // From the list: a card that fits, to its product page.
    const fits = fitsPrefix(m['product.fits']!, vehicle);
    const card = page.getByTestId('product-card').filter({ hasText: fits }).first();
    const productId = await card.getAttribute('data-product-id');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/2019-honda-civic/brake-pads/${productId}$`));
    const product = page.getByTestId('product-page');
    await expect(product).toHaveAttribute('data-fitment', 'settled');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-sku')).toHaveText(m['pdp.sku']!.replace('{id}', productId!));
    // A brake pad names its axle after the vehicle ('— Front', decision 289).
    await expect(page.getByTestId('fit-banner')).toHaveText(new RegExp(`^${fits}( — .+)?$`));
    await expect(page.getByTestId('quantity-block').getByRole('button', { name: m['product.addToCart'] })).toBeVisible();
    await expect(page.getByRole('main').getByRole('navigation').first()).toContainText(vehicle);
    await expect(page.getByTestId('not-compatible-dialog')).toHaveCount(0);
    await noSideScroll(page);

    // The compatible vehicles accordion lists the Civic and searches.
    await page.getByRole('button', { name: new RegExp(`^${m['pdp.compatibleVehicles']}`) }).click();
    const vehicles = page.getByTestId('compatible-vehicles');
    await vehicles.getByRole('searchbox').fill('2019 Honda Civic');
    await expect(vehicles.getByRole('row').nth(1)).toContainText('Civic');

    // A brake pad whose Civic fitment needs an engine the garage lacks: review-specs banner, then
    // "Missing Vehicle Details" on Add to Cart, whose Select Trim & Engine opens the vehicle dialog.
    await page.goBack();
    const review = page.getByTestId('product-card').filter({ hasText: m['product.reviewSpecs']! }).first();
    await review.getByRole('link').first().click();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-fitment', 'settled');
    await expect(page.getByTestId('fit-banner')).toHaveText(m['product.reviewSpecs']!);
    await page.getByTestId('quantity-block').getByRole('button', { name: m['product.addToCart'] }).click();
    const missing = page.getByRole('dialog', { name: m['pdp.missingDetails.title'] });
    await expect(missing.getByRole('button', { name: m['pdp.missingDetails.addAnyway'] })).toBeVisible();
    await missing.getByRole('button', { name: m['pdp.missingDetails.select'] }).click();
    await expect(missing).toBeHidden();
    const trimStep = page.getByRole('dialog', { name: m['vehicle.trimAndEngine'] });
    await expect(trimStep).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trimStep).toBeHidden();

    // A brake pad that does not fit: the dialog opens once.
    await page.goto(`${prefix}/brakes/brake-pads/${NOT_FITTING_MASTER}`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: m['pdp.notCompatible.title'] });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(vehicle);
    await dialog.getByRole('button', { name: m['pdp.notCompatible.continue'] }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('fit-banner')).toHaveText(m['pdp.notFit']!.replace('{vehicle}', vehicle));
    await expect(page.getByTestId('quantity-block')).toHaveCount(0);

    // A variation: the URL carries the attribute id, the SKU becomes the variant's.
    await page.getByTestId('variation-picker').getByRole('radio', { name: front }).click();
    await expect(page).toHaveURL(/[?&]size=Front/);
    await expect(page.getByTestId('product-sku')).toHaveText(m['pdp.sku']!.replace('{id}', `${NOT_FITTING_MASTER}-FRONT`));
    await expect(page.getByTestId('variation-picker').getByRole('radio', { name: front })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-fitment', 'settled');
    await expect(page.getByTestId('not-compatible-dialog')).toHaveCount(0);

    if (locale === 'en-US') {
      // From an ad (gad_source=1): no dialog, a prompt to add a vehicle instead.
      await page.goto(`/brakes/brake-pads/${NOT_FITTING_MASTER}?gad_source=1`);
      await hydrated(page);
      await expect(page.getByTestId('product-page')).toHaveAttribute('data-fitment', 'settled');
      await expect(page.getByTestId('fit-banner')).toHaveText(m['pdp.addVehiclePrompt']!);
      await expect(page.getByTestId('not-compatible-dialog')).toHaveCount(0);
    }
    if (locale === 'fr-CA') {
      // Canadian site: Add to Cart without a compatible fitment opens the vehicle dialog.
      await page.getByRole('button', { name: m['product.addToCart'], exact: true }).click();
      const selector = page.getByRole('dialog', { name: m['vehicle.dialogTitle'] });
      await expect(selector).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(selector).toBeHidden();
    }
    await noSideScroll(page);
  });
}
