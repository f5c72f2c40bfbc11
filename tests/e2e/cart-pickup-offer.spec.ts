import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/**
 * The cart offers "Pick up in store instead" on a delivery line only when the pickup store holds
 * the line's quantity (document 1 §4, §5 pickup limit; decision 254); otherwise it says why.
 * A fresh guest on the Canadian site picks up at the default store, Toronto Queen St (101).
 */

const STORE = { id: '101', name: 'Axle Auto Parts — Toronto Queen St' };

interface Hit {
  productId: string;
  type: string;
  universal: boolean;
  orderable: boolean;
}
interface StockRow {
  productId: string;
  inventory: { ats: number };
  leastAvailableProduct: { availableStock: number };
}

/** Online and Queen St stock of universal parts (they need no vehicle). */
async function stockedParts(request: APIRequestContext): Promise<StockRow[]> {
  const ids: string[] = [];
  for (const category of ['fluids-chemicals', 'tools-garage']) {
    const res = await request.get(`/api/search?site=axle-ca&category=${category}&limit=100`);
    ids.push(...((await res.json()) as { hits: Hit[] }).hits.filter((h) => h.universal && h.type === 'item' && h.orderable).map((h) => h.productId));
  }
  const rows: StockRow[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const res = await request.get(`/custom/products-data/v1/organizations/f_ecom_axle/products-data?siteId=axle-ca&c_storeId=${STORE.id}&c_productIds=${ids.slice(i, i + 50).join(',')}`);
    rows.push(...((await res.json()) as { data: StockRow[] }).data);
  }
  return rows;
}

/** Adds a part for delivery through the storefront cart API (the page's own cookies). */
async function addForDelivery(page: Page, productId: string, quantity: number, origin: string): Promise<void> {
  const res = await page.request.post('/api/cart/items?site=axle-ca&locale=en-CA', {
    headers: { origin },
    data: { lines: [{ productId, quantity }], shipmentType: 'delivery', storeId: null, vehicle: null },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const lineOf = (page: Page, productId: string) => page.getByTestId('cart-line').filter({ hasText: `SKU: # ${productId}` });

test('"Pick up in store instead" only for a line the store can fill, else the reason', async ({ page, request, baseURL }) => {
  const rows = await stockedParts(request);
  const atStore = (r: StockRow) => r.leastAvailableProduct.availableStock;
  const none = rows.find((r) => atStore(r) === 0 && r.inventory.ats >= 1);
  const some = rows.find((r) => atStore(r) >= 1 && atStore(r) < 20 && r.inventory.ats > atStore(r) + 1);
  expect(none, 'a part sold online that Queen St does not hold').toBeDefined();
  expect(some, 'a part Queen St holds fewer of than online').toBeDefined();

  await page.goto('/ca');
  await hydrated(page);
  await addForDelivery(page, none!.productId, 1, baseURL!);
  await addForDelivery(page, some!.productId, atStore(some!) + 1, baseURL!);
  await page.goto('/ca/cart');
  await hydrated(page);

  // None at the store: no offer, and the line says so.
  const empty = lineOf(page, none!.productId);
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('button', { name: 'Pick up in store instead' })).toHaveCount(0);
  await expect(empty.getByTestId('pickup-offer')).toHaveText(`Not available for pickup at ${STORE.name}`);

  // One more than the store holds: no offer either, with how many it has.
  const short = lineOf(page, some!.productId);
  await expect(short.getByRole('button', { name: 'Pick up in store instead' })).toHaveCount(0);
  await expect(short.getByTestId('pickup-offer')).toHaveText(`Only ${atStore(some!)} available for pickup at ${STORE.name}`);

  // Down to what the store holds: now it is offered, and the move works.
  await short.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(short.getByRole('spinbutton')).toHaveValue(String(atStore(some!)));
  await short.getByRole('button', { name: 'Pick up in store instead' }).click();
  const pickup = page.getByTestId('shipment-pickup');
  await expect(pickup.getByRole('heading', { level: 2 })).toHaveText(`In-Store Pickup: ${STORE.name}`);
  await expect(lineOf(page, some!.productId).getByRole('button', { name: 'Ship to me instead' })).toBeVisible();
  await expect(page.getByText('quantity exceeds available stock')).toHaveCount(0);
});

test('the US site never offers pickup in the cart', async ({ page, request, baseURL }) => {
  const res = await request.get('/api/search?site=axle-us&category=fluids-chemicals&limit=20');
  const hit = ((await res.json()) as { hits: (Hit & { ats: number })[] }).hits.find((h) => h.universal && h.type === 'item' && h.ats > 0);
  await page.goto('/');
  await hydrated(page);
  const add = await page.request.post('/api/cart/items?site=axle-us&locale=en-US', {
    headers: { origin: baseURL! },
    data: { lines: [{ productId: hit!.productId, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null },
  });
  expect(add.status()).toBe(200);
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Pick up in store instead' })).toHaveCount(0);
  await expect(page.getByTestId('pickup-offer')).toHaveCount(0);
});
