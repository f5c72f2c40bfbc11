import { expect, request, test } from '@playwright/test';
import { hydrated, vehicleButton } from './vehicle-helpers';

/**
 * Edge HTML cache (decisions 200–204): a signed-in shopper with a cart and a garage is served the
 * page an anonymous visitor stored, and still sees their own header after hydration, read from
 * the one personal endpoint.
 */
const PATH = '/pages/about-us';
const PASSWORD = 'Sturdy#Pass1';
const rand = () => Math.floor(Math.random() * 250) + 1;
const level = (id: string, name: string) => ({ id, value: name, name, label: name });
const CIVIC = {
  year: level('2019', '2019'),
  make: level('2019-honda', 'Honda'),
  model: level('2019-honda-civic', 'Civic'),
  submodel: null,
  engineBlockId: null,
  rearBrakeType: null,
  vehicleID: '2019-honda-civic',
  isFit: false,
  isSearchOnlyFitment: false,
  selectedAt: 1,
};

// The cached HTML is the same at every width; one width is enough.
test('a cached page shows the signed-in shopper’s account, cart badge and garage after hydration @desktop', async ({ page, baseURL }) => {
  // An anonymous visitor stores the page; the next anonymous request is a hit.
  const anonymous = await request.newContext({ baseURL });
  await anonymous.get(PATH, { headers: { accept: 'text/html' } });
  expect((await anonymous.get(PATH, { headers: { accept: 'text/html' } })).headers()['x-cache']).toBe('HIT');
  await anonymous.dispose();

  // A registered shopper (signed in by registering) with a garage on the profile and two items in the cart.
  const api = page.context().request;
  const headers = { origin: baseURL!, 'content-type': 'application/json', 'cf-connecting-ip': `10.2.${rand()}.${rand()}` };
  const email = `e2e.edge.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const registered = await api.post('/api/account/register', { headers, data: { firstName: 'Edda', lastName: 'Cached', email, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(202);
  expect((await api.put('/api/account/garage', { headers, data: { c_vehicleDetails: JSON.stringify([CIVIC]) } })).status()).toBe(200);
  const search = await api.get('/search/shopper-search/v1/organizations/f_ecom_axle/product-search?siteId=axle-us&q=brake&limit=50');
  const { hits } = (await search.json()) as { hits: { productId: string; hitType: string; orderable: boolean; ats?: number }[] };
  const productId = hits.find((h) => h.hitType === 'product' && h.orderable && (h.ats ?? 0) > 10)!.productId;
  const added = await api.post('/api/cart/items?site=axle-us', { headers, data: { lines: [{ productId, quantity: 2 }], shipmentType: 'delivery', storeId: null, vehicle: null } });
  expect(added.status(), await added.text()).toBe(200);

  // The shopper is served the stored page: nothing of theirs is in it.
  const personalReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/personal') personalReads.push(r.url());
  });
  const response = await page.goto(PATH);
  expect(response!.headers()['x-cache']).toBe('HIT');
  const html = await response!.text();
  expect(html).not.toContain('Edda');
  expect(html).not.toContain(email);
  await hydrated(page);

  // After hydration: Account instead of Login, the cart badge, and the profile's vehicle.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('2');
  await expect(vehicleButton(page)).toHaveText('2019 Honda Civic');
  expect(personalReads).toHaveLength(1);
});
