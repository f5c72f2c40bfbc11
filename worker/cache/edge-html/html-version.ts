/**
 * Versions of cached HTML (decision 203). Every edge-cache key carries the catalog version and,
 * on product pages, the product's version; a change bumps the version of what it touched, so the
 * next request misses and renders anew (old entries age out of the cache on their own).
 * Versions live in KV: reads at the edge are local, and a re-seed empties KV, which starts a new
 * catalog version by itself.
 */

const CATALOG_KEY = 'v1:edge-html:catalog';
const productKey = (productId: string) => `v1:edge-html:product:${productId.toUpperCase()}`;
/** Version tokens outlive any cached page by far; a lost token only causes misses. */
const KEEP_SECONDS = 30 * 86_400;

function newToken(): string {
  return crypto.randomUUID().slice(0, 8);
}

/**
 * Versions read in this isolate in the last MEMO_MS, so a burst of hits does not read KV for each
 * (KV reads at the edge are themselves cached for up to a minute). A bump in this isolate
 * replaces its copy at once.
 */
const MEMO_MS = 2_000;
const MEMO_ENTRIES = 1_000;
const memo = new Map<string, { value: string; readAt: number }>();

function remember(key: string, value: string): string {
  memo.delete(key);
  memo.set(key, { value, readAt: Date.now() });
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  return value;
}

function recalled(key: string): string | null {
  const kept = memo.get(key);
  const age = kept ? Date.now() - kept.readAt : -1;
  return kept && age >= 0 && age < MEMO_MS ? kept.value : null;
}

async function write(kv: KVNamespace, key: string, value: string): Promise<void> {
  remember(key, value);
  await kv.put(key, value, { expirationTtl: KEEP_SECONDS });
}

/**
 * The catalog's HTML version. A namespace without one (first request, or after a re-seed) gets a
 * fresh random token, never a value an older cache entry could carry.
 */
export async function catalogHtmlVersion(kv: KVNamespace): Promise<string> {
  const kept = recalled(CATALOG_KEY);
  if (kept) return kept;
  const current = await kv.get(CATALOG_KEY);
  if (current) return remember(CATALOG_KEY, current);
  const token = newToken();
  await write(kv, CATALOG_KEY, token);
  return token;
}

/** A product's HTML version: '0' until a stock or review change of that product bumped it. */
export async function productHtmlVersion(kv: KVNamespace, productId: string): Promise<string> {
  const key = productKey(productId);
  return recalled(key) ?? remember(key, (await kv.get(key)) ?? '0');
}

/** Seed, price or content change: every cached page misses from now on. */
export async function bumpCatalogHtmlVersion(kv: KVNamespace): Promise<void> {
  await write(kv, CATALOG_KEY, newToken());
}

/**
 * Stock or rating change of some products: their pages, their masters' pages (where a variant's
 * stock is shown) and their variants' pages miss from now on. Lists keep their entries until
 * they expire.
 */
export async function bumpProductHtmlVersions(kv: KVNamespace, db: D1Database, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds.map((id) => id.toUpperCase()))];
  if (ids.length === 0) return;
  const placeholders = ids.map((_, i) => `?${i + 1}`).join(', ');
  const { results } = await db
    .prepare(`SELECT id, master_id FROM products WHERE id IN (${placeholders}) OR master_id IN (${placeholders})`)
    .bind(...ids)
    .all<{ id: string; master_id: string | null }>();
  const related = results.flatMap((r) => (r.master_id ? [r.id, r.master_id] : [r.id]));
  const touched = new Set([...ids, ...related.map((id) => id.toUpperCase())]);
  await Promise.all([...touched].map((id) => write(kv, productKey(id), newToken())));
}
