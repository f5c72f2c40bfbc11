import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/**
 * Layout at the widths the shopper reported: the product page's quantity stepper at 1280 px, the
 * phone header's vehicle button at 320 and 390 px, and the compatible-vehicles table at 390 px.
 */

interface Hit {
  productId: string;
  ats: number;
  type: string;
  universal: boolean;
  orderable: boolean;
}

async function hits(request: APIRequestContext, query: string): Promise<Hit[]> {
  const res = await request.get(`/api/search?site=axle-us&limit=100&${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { hits: Hit[] }).hits;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

test.describe('product page at 1280 px @desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the quantity stepper keeps its own size: a − and + button, not a stretched row', async ({ page, request }) => {
    const part = (await hits(request, 'category=fluids-chemicals')).find((h) => h.universal && h.type === 'item' && h.orderable && h.ats > 5);
    expect(part, 'a universal part in stock').toBeDefined();
    await open(page, `/product/${part!.productId}`);
    const block = page.getByTestId('quantity-block');
    const stepper = block.getByRole('group', { name: /^Quantity/ });
    const plus = block.getByRole('button', { name: 'Increase quantity' });
    const minus = block.getByRole('button', { name: 'Decrease quantity' });
    const input = block.getByRole('spinbutton');
    await expect(plus).toBeEnabled();
    const [group, plusBox, minusBox, inputBox, add] = await Promise.all([stepper.boundingBox(), plus.boundingBox(), minus.boundingBox(), input.boundingBox(), block.getByRole('button', { name: 'Add to Cart' }).boundingBox()]);
    // − input + side by side, each button about a finger wide, the group no wider than they are.
    expect(plusBox!.width).toBeLessThanOrEqual(48);
    expect(minusBox!.width).toBeLessThanOrEqual(48);
    expect(group!.width).toBeLessThanOrEqual(minusBox!.width + inputBox!.width + plusBox!.width + 4);
    expect(plusBox!.x + plusBox!.width).toBeLessThanOrEqual(group!.x + group!.width + 1);
    // The Add to Cart button still spans the buy box.
    expect(add!.width).toBeGreaterThan(group!.width * 2);
    await plus.click();
    await expect(input).toHaveValue('2');
  });
});

test.describe('phone header @mobile', () => {
  for (const width of [320, 390]) {
    test(`at ${width} px the vehicle button shows the whole vehicle when the row has room`, async ({ page }) => {
      await page.setViewportSize({ width, height: 760 });
      // The landing page of a vehicle selects it.
      await open(page, '/2019-honda-civic');
      const button = page.getByTestId('vehicle-button').filter({ visible: true });
      await expect(button).toHaveAccessibleName('Vehicle: 2019 Honda Civic');
      const label = button.locator('span');
      await expect(label).toHaveText('2019 Honda Civic');
      // Not cut: the laid-out text is no wider than its box (sub-pixel, as an ellipsis cuts it).
      const overflow = await label.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().width - el.getBoundingClientRect().width;
      });
      expect(overflow).toBeLessThanOrEqual(0.01);
      // The search button stays whole beside it, and the row fits the screen.
      const search = await page.getByTestId('mobile-search-open').boundingBox();
      expect(search!.width).toBeGreaterThanOrEqual(44);
      expect(search!.x + search!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('compatible vehicles at 390 px @mobile', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('every column, the Note included, is on screen without scrolling sideways', async ({ page, request }) => {
    // A brake pad whose first page of compatible vehicles carries a note.
    let found: { productId: string; note: string } | undefined;
    for (const hit of (await hits(request, 'category=brake-pads')).filter((h) => h.type !== 'variant').slice(0, 40)) {
      const res = await request.get(`/api/products/${hit.productId}/vehicles`);
      const note = ((await res.json()) as { vehicles: { note: string | null }[] }).vehicles.find((v) => v.note)?.note;
      if (note) {
        found = { productId: hit.productId, note };
        break;
      }
    }
    expect(found, 'a brake pad with a fitment note').toBeDefined();
    await open(page, `/product/${found!.productId}`);
    await page.getByRole('button', { name: /^Compatible Vehicles/ }).click();
    const vehicles = page.getByTestId('compatible-vehicles');
    const table = vehicles.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.locator('[data-column="note"]').filter({ hasText: found!.note }).first()).toBeVisible();
    for (const cell of await table.locator('td').filter({ visible: true }).all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Nothing in the accordion needs scrolling sideways, and neither does the page.
    const scrolling = await vehicles.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1).length,
    );
    expect(scrolling).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
