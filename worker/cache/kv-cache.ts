import type { Struct } from 'superstruct';
import { is } from 'superstruct';
import { storageKey, type CacheStrategy } from './strategies';

/** What a cached entry looks like in KV. */
export interface Entry {
  storedAt: number;
  value: unknown;
}

export interface KvCacheDeps {
  kv: KVNamespace;
  /** Schedules work after the response (ExecutionContext.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
  /**
   * Optional in-isolate copy of entries (the content service passes one): while an entry is fresh it is
   * served without a KV read; freshness still counts from when the entry was stored.
   */
  memory?: Map<string, Entry>;
}

/** Most entries an in-isolate layer keeps; the oldest written goes first. */
const MEMORY_ENTRIES = 500;

function remember(deps: KvCacheDeps, key: string, entry: Entry): void {
  if (!deps.memory) return;
  deps.memory.delete(key);
  deps.memory.set(key, entry);
  if (deps.memory.size > MEMORY_ENTRIES) deps.memory.delete(deps.memory.keys().next().value as string);
}

/** Revalidations in flight in this isolate, so a burst of stale reads starts only one. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Read-through cache with stale-while-revalidate: a fresh entry is returned as is; a stale one is
 * returned while one revalidation runs in waitUntil; a miss (or an entry failing validation) loads
 * and stores. Any KV failure falls back to the loader so the page still renders.
 */
export async function cached<T>(
  deps: KvCacheDeps,
  logicalKey: string,
  strategy: CacheStrategy,
  schema: Struct<T, unknown>,
  load: () => Promise<T>,
): Promise<T> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  // Bounded here, once, so no caller can build a key KV refuses (strategies.storageKey).
  const key = await storageKey(logicalKey);
  const kept = deps.memory?.get(key);
  // Only validated or freshly loaded values are kept, so a fresh one is returned as is.
  if (kept && now() - kept.storedAt <= strategy.freshMs) return kept.value as T;
  let entry: Entry | null = null;
  try {
    entry = await deps.kv.get<Entry>(key, 'json');
  } catch (error) {
    log(`cache read failed for ${key}`, error);
    return load();
  }
  if (entry && is(entry.value, schema)) {
    remember(deps, key, entry);
    if (now() - entry.storedAt > strategy.freshMs && !inFlight.has(key)) {
      const revalidation = refresh(deps, key, strategy, load, now, log).finally(() => inFlight.delete(key));
      inFlight.set(key, revalidation);
      deps.waitUntil(revalidation);
    }
    return entry.value;
  }
  const value = await load();
  const storedAt = now();
  remember(deps, key, { storedAt, value });
  deps.waitUntil(store(deps, key, strategy, value, storedAt, log));
  return value;
}

async function refresh<T>(
  deps: KvCacheDeps,
  key: string,
  strategy: CacheStrategy,
  load: () => Promise<T>,
  now: () => number,
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  try {
    const value = await load();
    const storedAt = now();
    remember(deps, key, { storedAt, value });
    await store(deps, key, strategy, value, storedAt, log);
  } catch (error) {
    log(`cache revalidation failed for ${key}`, error);
  }
}

async function store(
  deps: KvCacheDeps,
  key: string,
  strategy: CacheStrategy,
  value: unknown,
  storedAt: number,
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  try {
    const entry: Entry = { storedAt, value };
    await deps.kv.put(key, JSON.stringify(entry), { expirationTtl: strategy.keepSeconds });
  } catch (error) {
    log(`cache write failed for ${key}`, error);
  }
}
