import { expect, test } from '@playwright/test';
import { RENDER_TOKEN } from './render-token';
import { hydrated } from './vehicle-helpers';

/**
 * Product cards the server wrote from markup it kept from an earlier page (decision 300) hydrate
 * like cards rendered in place: no hydration error, and each card's stepper, heart and Add to Cart
 * answer. Both visits are rendered afresh (not the edge cache's copies): the first renders and
 * keeps the cards, the second writes all but the first row from the kept markup.
 */
test('cards written from kept markup hydrate and answer @desktop', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  await page.setExtraHTTPHeaders({ 'x-edge-bypass': RENDER_TOKEN });
  await page.goto('/2019-honda-civic/brakes?sort=price-low-to-high');
  await hydrated(page);
  await page.goto('/2019-honda-civic/brakes?sort=price-low-to-high');
  await hydrated(page);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);

  // The tenth card is below the first row: its markup is a kept copy.
  const card = cards.nth(9);
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(card.getByRole('button', { name: 'Add to wish list' })).toHaveAccessibleDescription(name);
  const quantity = card.getByRole('spinbutton');
  const start = Number(await quantity.inputValue());
  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue(String(start * 2));
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  expect(warnings).toEqual([]);
});
