import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/**
 * "Only {n} left!" shows only when the stock is below the quantity asked for (document 1 §4 Product
 * stock state; decision 252): never for the last one asked for alone, on the product page, the
 * list card, the add-to-cart drawer or the cart.
 */

interface Hit {
  productId: string;
  ats: number;
  type: string;
  universal: boolean;
  orderable: boolean;
  primaryCategoryId: string;
}

/** Universal parts (they fit without a vehicle) of the store's accessory and fluid aisles. */
async function universalItems(request: APIRequestContext, site: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const category of ['fluids-chemicals', 'tools-garage', 'interior-accessories']) {
    const res = await request.get(`/api/search?site=${site}&category=${category}&limit=100`);
    expect(res.status()).toBe(200);
    hits.push(...((await res.json()) as { hits: Hit[] }).hits.filter((h) => h.universal && h.type === 'item' && h.orderable));
  }
  return hits;
}

test('the last one in stock, asked for alone, is not "Only 1 left!" on the page, card, drawer or cart', async ({ page, request }) => {
  const last = (await universalItems(request, 'axle-us')).find((h) => h.ats === 1);
  expect(last, 'a universal part with one left online').toBeDefined();
  const { productId } = last!;

  // The list card: one in stock, quantity 1, no stock note.
  await page.goto(`/category/${last!.primaryCategoryId}?limit=100`);
  await hydrated(page);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText('left!')).toHaveCount(0);

  // The product page: quantity 1 of 1 left.
  await page.goto(`/product/${productId}`);
  await hydrated(page);
  const block = page.getByTestId('quantity-block');
  await expect(block.getByRole('spinbutton')).toHaveValue('1');
  await expect(block.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  // The delivery stock has streamed in (the figure the message reads).
  await expect(page.getByText(/^In stock · Standard delivery in \d+–\d+ business days$/)).toBeVisible();
  await expect(page.getByText('Only 1 left!')).toHaveCount(0);

  // The drawer and the cart hold that one line: still nothing to warn about.
  await block.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByTestId('stock-message')).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Proceed to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('1');
  await expect(page.getByText('Only 1 left!')).toHaveCount(0);
});

interface StockRow {
  productId: string;
  inventory: { ats: number };
  storeStockList: { storeId: string; availableStock: number }[];
}

test('asking for more than the selected store holds says "Only {n} left!" for pickup, and not once it fits', async ({ page, request }) => {
  // A fresh guest on the Canadian site picks up at the default store, Toronto Queen St (101).
  const ids = (await universalItems(request, 'axle-ca')).map((h) => h.productId).slice(0, 50);
  const res = await request.get(`/custom/products-data/v1/organizations/f_ecom_axle/products-data?siteId=axle-ca&c_storeId=101&c_productIds=${ids.join(',')}`);
  const rows = ((await res.json()) as { data: StockRow[] }).data;
  const atStore = (row: StockRow) => row.storeStockList.find((s) => s.storeId === '101')?.availableStock ?? 0;
  const part = rows.find((r) => atStore(r) > 0 && atStore(r) < 9 && r.inventory.ats > atStore(r) + 1);
  expect(part, 'a universal part with fewer at Queen St than online').toBeDefined();
  const inStore = atStore(part!);

  await page.goto(`/ca/product/${part!.productId}`);
  await hydrated(page);
  const block = page.getByTestId('quantity-block');
  const quantity = block.getByRole('spinbutton');
  await expect(page.getByTestId('pickup-stock')).toBeVisible();
  // Delivery holds plenty: one more than the store has is fine there.
  await quantity.fill(String(inStore + 1));
  await quantity.blur();
  await expect(quantity).toHaveValue(String(inStore + 1));
  await expect(page.getByTestId('stock-message')).toHaveCount(0);

  await page.getByRole('radio', { name: /In-Store Pickup/ }).check();
  await expect(page.getByTestId('stock-message')).toHaveText(`Only ${inStore} left!`);

  // Down to what the store holds: the message goes.
  await block.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue(String(inStore));
  await expect(page.getByTestId('stock-message')).toHaveCount(0);
});
