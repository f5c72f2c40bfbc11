import type { Struct } from 'superstruct';
import { is } from 'superstruct';
import type { KvCacheDeps } from './kv-cache';
import { storageKey } from './strategies';

/** How long a last-good copy stays in KV: long enough to ride out an outage. */
const KEEP_SECONDS = 7 * 86_400;
/** One isolate rewrites a copy at most this often (KV allows about one write per key per second). */
export const LAST_GOOD_REWRITE_MS = 5 * 60_000;
/** Keys this isolate wrote recently, oldest first; bounded so a crawl cannot grow it without end. */
const written = new Map<string, number>();
const WRITTEN_MAX = 2_000;

interface LastGoodEntry {
  storedAt: number;
  value: unknown;
}

/**
 * Stale-if-error for critical reads that must stay fresh (the product page's product and price,
 * decision 191): the value is read from D1 every time; a copy is kept in KV after the response;
 * when the read fails, the copy is served instead. Null (not found) is never kept, so only real
 * entities are written. Without a copy the failure propagates as before.
 */
export async function withLastGood<T>(deps: KvCacheDeps, logicalKey: string, schema: Struct<T, unknown>, load: () => Promise<T | null>): Promise<T | null> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  const key = await storageKey(`lastgood:${logicalKey}`);
  let value: T | null;
  try {
    value = await load();
  } catch (error) {
    const copy = await readCopy(deps, key, schema, log);
    if (copy === undefined) throw error;
    log(`read failed, serving the last good copy of ${key}`, error);
    return copy;
  }
  if (value !== null && now() - (written.get(key) ?? -Infinity) > LAST_GOOD_REWRITE_MS) {
    written.delete(key);
    written.set(key, now());
    if (written.size > WRITTEN_MAX) written.delete(written.keys().next().value as string);
    const entry: LastGoodEntry = { storedAt: now(), value };
    deps.waitUntil(
      deps.kv.put(key, JSON.stringify(entry), { expirationTtl: KEEP_SECONDS }).catch((error: unknown) => {
        written.delete(key);
        log(`last good copy not written for ${key}`, error);
      }),
    );
  }
  return value;
}

async function readCopy<T>(deps: KvCacheDeps, key: string, schema: Struct<T, unknown>, log: (m: string, e?: unknown) => void): Promise<T | undefined> {
  try {
    const entry = await deps.kv.get<LastGoodEntry>(key, 'json');
    return entry && is(entry.value, schema) ? entry.value : undefined;
  } catch (error) {
    log(`last good copy unreadable for ${key}`, error);
    return undefined;
  }
}
