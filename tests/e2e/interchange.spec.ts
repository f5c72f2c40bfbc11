import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';
import { alternateWidth, LOCALE_PREFIXES } from './widths';

async function messages(locale: string, ns: string): Promise<Record<string, string>> {
  return (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
}

async function searchField(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByTestId('mobile-search-open').click();
    return page.getByRole('dialog').getByRole('combobox', { name: 'Search parts' });
  }
  return page.getByRole('banner').getByRole('combobox', { name: 'Search parts' });
}

test.describe('interchange numbers', () => {
  test('a search for an OE number typed loosely finds the parts that replace it, and the page lists every number', async ({ page }, testInfo) => {
    await page.goto('/');
    await hydrated(page);
    const field = await searchField(page, testInfo.project.name === 'mobile');
    await field.fill('45022 tba a01');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=45022\+tba\+a01$/);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    for (let i = 0; i < count; i++) await expect(cards.nth(i).getByTestId('replaces-oe')).toHaveText('Replaces OE 45022-TBA-A01');
    await expect(cards.first()).toContainText(/Brake Pad/i);

    await cards.first().getByRole('link').first().click();
    await expect(page.getByTestId('product-replaces-oe')).toHaveText('Replaces OE 45022-TBA-A01');
    await page.getByRole('button', { name: 'Interchange Part Numbers' }).click();
    const list = page.getByTestId('interchange-numbers');
    await expect(list).toBeVisible();
    await expect(list.getByText('Original equipment (OE)')).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Honda' })).toContainText('45022-TBA-A01');
    await expect(list.getByText('Other brands')).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Kelso Friction' })).toContainText(/KD\d{6}/);
  });

  for (const [index, { prefix, locale }] of LOCALE_PREFIXES.entries()) {
    test(`cards say which OE number a part replaces (${locale}) ${alternateWidth(index)}`, async ({ page }) => {
      const product = await messages(locale, 'product');
      await page.goto(`${prefix}/search?q=45022TBAA01`);
      await hydrated(page);
      await expect(page.getByTestId('product-card').first().getByTestId('replaces-oe')).toHaveText(product.replacesOe!.replace('{number}', '45022-TBA-A01'));
    });
  }
});
