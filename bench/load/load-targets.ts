/**
 * What the load ramp asks for, sampled from the served catalogue: list and search pages, product
 * pages (from the menu, the vehicle selector and the search API, checked to answer 200), and guest shoppers
 * with a one-line basket for the cart and checkout calls.
 */

const ORG = 'f_ecom_axle';
/** Searches shoppers type (a fixed list, so runs compare). */
const QUERIES = ['brake pads', 'oil filter', 'spark plug', 'wiper blades', 'headlight bulb', 'battery', 'alternator', 'radiator', 'air filter', 'brake rotor', 'shocks', 'floor mats', 'serpentine belt', 'water pump', 'oxygen sensor', 'cabin filter'];

/** Deterministic shuffle (a run samples the same pages as the previous one). */
function sample<T>(items: readonly T[], count: number, seed = 7): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

async function json(base: string, path: string): Promise<unknown> {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

/** Every `id` (and `productId`) string in a JSON answer, in order. */
function idsIn(value: unknown, key = 'id', found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) idsIn(v, key, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key && typeof v === 'string') found.push(v);
      else idsIn(v, key, found);
    }
  }
  return found;
}

/** Keeps the paths that answer a page with 200 (a load step must not measure redirects or 404s). */
async function answering(base: string, paths: string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const path of paths) {
    const res = await fetch(base + path, { headers: { accept: 'text/html' }, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status === 200) kept.push(path);
  }
  return kept;
}

export interface PagePools {
  /** Category lists, vehicle category lists and search results. */
  lists: string[];
  products: string[];
}

/** Base vehicles (year-make-model ids) through the selector's API: a few makes of a few years. */
async function vehicleIds(base: string): Promise<string[]> {
  const years = sample(idsIn(await json(base, '/api/vehicles/years')).filter((y) => /^\d{4}$/.test(y)), 4);
  const models: string[] = [];
  for (const year of years) {
    for (const make of sample(idsIn(await json(base, `/api/vehicles/makes?year=${year}`)), 2)) {
      models.push(...sample(idsIn(await json(base, `/api/vehicles/models?make=${encodeURIComponent(make)}`)), 2));
    }
  }
  return models;
}

/**
 * Samples list/search and product pages from the catalogue the worker serves (menu categories,
 * vehicles of the selector, products of the search API); each is requested once here, so the
 * ramp meets warm data caches.
 */
export async function samplePages(base: string, perKind = 60): Promise<PagePools> {
  const menu = await json(base, '/api/menu?site=axle-us&locale=en-US');
  const categoryIds = [...new Set(idsIn(menu))];
  const topIds = idsIn(Array.isArray(menu) ? menu.map((m: { id?: string }) => ({ id: m.id })) : []);
  const vehicles = await vehicleIds(base);
  const vehicleLists = vehicles.flatMap((v, i) => [topIds[i % topIds.length], topIds[(i + 3) % topIds.length]].filter(Boolean).map((c) => `/${v}/${c}`));
  const searches = QUERIES.map((q) => `/search?q=${encodeURIComponent(q)}`);
  const categoryLists = sample(categoryIds, 60).flatMap((id) => [`/category/${encodeURIComponent(id)}`]);
  const lists = await answering(base, [...sample(await answering(base, categoryLists), perKind - 24 - QUERIES.length), ...sample(vehicleLists, 24), ...searches]);
  const productIds = new Set<string>();
  for (const q of QUERIES) idsIn(await json(base, `/search/shopper-search/v1/organizations/${ORG}/product-search?siteId=axle-us&q=${encodeURIComponent(q)}&limit=50`), 'productId').forEach((id) => productIds.add(id));
  const products = await answering(base, sample([...productIds], perKind).map((id) => `/product/${encodeURIComponent(id)}`));
  return { lists, products };
}

export interface CartShopper {
  jar: Map<string, string>;
  productId: string;
  itemId: string;
}

export function cookieOf(shopper: CartShopper): string {
  return [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Keeps the session and bookmark cookies a response sets, as a browser would. */
export function keepCookies(shopper: CartShopper, setCookies: readonly string[]): void {
  for (const set of setCookies) {
    const pair = set.split(';')[0]!;
    const eq = pair.indexOf('=');
    if (/;\s*Max-Age=0(;|$)/i.test(set)) shopper.jar.delete(pair.slice(0, eq));
    else shopper.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

/** Items with plenty of US online stock, from the search API (so adds never run out). */
async function stockedItems(base: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const q of ['brake', 'filter', 'oil', 'light', 'wiper', 'spark', 'pump', 'sensor']) {
    const res = await fetch(`${base}/search/shopper-search/v1/organizations/${ORG}/product-search?siteId=axle-us&q=${q}&limit=50`);
    const data = (await res.json()) as { hits?: { productId: string; hitType?: string; ats?: number; orderable?: boolean }[] };
    for (const hit of data.hits ?? []) if (hit.hitType === 'product' && hit.orderable !== false && (hit.ats ?? 0) >= 200) ids.add(hit.productId);
  }
  return [...ids];
}

/** Guest shoppers, each with a basket of one line (the add creates the guest and its session). */
export async function cartShoppers(base: string, count: number): Promise<CartShopper[]> {
  const items = await stockedItems(base);
  if (items.length < 8) throw new Error(`only ${items.length} stocked items found`);
  const shoppers: CartShopper[] = [];
  for (let i = 0; i < count; i++) {
    const shopper: CartShopper = { jar: new Map(), productId: items[i % items.length]!, itemId: '' };
    const res = await fetch(`${base}/api/cart/items`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ productId: shopper.productId, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null }),
    });
    if (res.status !== 200) throw new Error(`add to cart answered ${res.status}: ${await res.text()}`);
    keepCookies(shopper, res.headers.getSetCookie());
    shopper.itemId = ((await res.json()) as { basket: { productItems: { itemId: string }[] } }).basket.productItems[0]!.itemId;
    shoppers.push(shopper);
  }
  return shoppers;
}
