import type { Struct } from 'superstruct';
import { is } from 'superstruct';
import type { KeptTexts } from './kept-texts';
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
  /**
   * Optional in-isolate copy of entries' KV text (the request's services pass one): while an entry
   * is fresh it is parsed from here without a KV read. Each read gets its own parsed copy.
   */
  kept?: KeptTexts;
  /**
   * Reads already made by this request, by key: a page whose parts read the same entry (the menu
   * for the header and the home page) reads and parses it once. Per request, never shared.
   */
  reads?: Map<string, Promise<unknown>>;
}

/** Most entries an in-isolate layer keeps; the oldest written goes first. */
const MEMORY_ENTRIES = 500;

function remember(deps: KvCacheDeps, key: string, entry: Entry): void {
  if (!deps.memory) return;
  deps.memory.delete(key);
  deps.memory.set(key, entry);
  if (deps.memory.size > MEMORY_ENTRIES) deps.memory.delete(deps.memory.keys().next().value as string);
}

/**
 * The KV text each key last passed its schema with, per isolate: the same text is the same value,
 * so it is not validated again (validation walked whole category trees and lists on every read).
 * Bounded by total characters, oldest first. A key is always read with the same schema (keys are
 * namespaced by kind), though callers may build that schema per call, so its type is compared.
 */
const validated = new Map<string, { raw: string; type: string }>();
const VALIDATED_MAX_CHARS = 4_000_000;
let validatedChars = 0;

function rememberValid(key: string, raw: string, type: string): void {
  const old = validated.get(key);
  if (old) {
    validated.delete(key);
    validatedChars -= old.raw.length;
  }
  if (raw.length > VALIDATED_MAX_CHARS / 4) return;
  validated.set(key, { raw, type });
  validatedChars += raw.length;
  while (validatedChars > VALIDATED_MAX_CHARS) {
    const [oldestKey, oldest] = validated.entries().next().value as [string, { raw: string }];
    validated.delete(oldestKey);
    validatedChars -= oldest.raw.length;
  }
}

function isValid(key: string, raw: string, value: unknown, schema: Struct<unknown, unknown>): boolean {
  const known = validated.get(key);
  if (known && known.type === schema.type && known.raw === raw) return true;
  if (!is(value, schema)) return false;
  rememberValid(key, raw, schema.type);
  return true;
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
  // Bounded here, once, so no caller can build a key KV refuses (strategies.storageKey).
  const key = await storageKey(logicalKey);
  if (!deps.reads) return readThrough(deps, key, strategy, schema, load);
  const earlier = deps.reads.get(key);
  if (earlier) return earlier as Promise<T>;
  const read = readThrough(deps, key, strategy, schema, load);
  deps.reads.set(key, read);
  read.catch(() => deps.reads?.delete(key));
  return read;
}

async function readThrough<T>(deps: KvCacheDeps, key: string, strategy: CacheStrategy, schema: Struct<T, unknown>, load: () => Promise<T>): Promise<T> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  const kept = deps.memory?.get(key);
  // Only validated or freshly loaded values are kept, so a fresh one is returned as is.
  if (kept && now() - kept.storedAt <= strategy.freshMs) return kept.value as T;
  const keptText = deps.kept?.get(key);
  // Kept texts passed validation when they were read or were written by this isolate.
  if (keptText && now() - keptText.storedAt <= strategy.freshMs) return (JSON.parse(keptText.raw) as Entry).value as T;
  let entry: Entry | null = null;
  let raw: string | null = null;
  try {
    raw = await deps.kv.get(key, 'text');
    entry = raw === null ? null : (JSON.parse(raw) as Entry);
  } catch (error) {
    log(`cache read failed for ${key}`, error);
    return load();
  }
  if (entry && raw !== null && isValid(key, raw, entry.value, schema as Struct<unknown, unknown>)) {
    remember(deps, key, entry);
    if (now() - entry.storedAt <= strategy.freshMs) deps.kept?.set(key, { storedAt: entry.storedAt, raw });
    if (now() - entry.storedAt > strategy.freshMs && !inFlight.has(key)) {
      const revalidation = refresh(deps, key, strategy, load, now, log).finally(() => inFlight.delete(key));
      inFlight.set(key, revalidation);
      deps.waitUntil(revalidation);
    }
    return entry.value as T;
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
    const raw = JSON.stringify({ storedAt, value } satisfies Entry);
    deps.kept?.set(key, { storedAt, raw });
    await deps.kv.put(key, raw, { expirationTtl: strategy.keepSeconds });
  } catch (error) {
    log(`cache write failed for ${key}`, error);
  }
}
