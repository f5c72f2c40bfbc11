import { refine, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { memoryKv } from './memory-kv';
import { cached, type Entry, type KvCacheDeps } from './kv-cache';
import { CACHE_SHORT } from './strategies';


describe('cached() with an in-isolate memory layer', () => {
  it('serves fresh entries from memory, then goes back to KV for stale-while-revalidate', async () => {
    const { kv, reads } = memoryKv();
    let clock = 1_000_000;
    let version = 1;
    const pending: Promise<unknown>[] = [];
    const deps: KvCacheDeps = { kv, waitUntil: (p) => pending.push(p), now: () => clock, memory: new Map<string, Entry>() };
    const read = () => cached(deps, 'k', CACHE_SHORT, string(), async () => `v${version}`);

    expect(await read()).toBe('v1');
    await Promise.all(pending);
    const afterFirst = reads();
    version = 2;
    clock += 9_000;
    expect(await read()).toBe('v1');
    expect(reads()).toBe(afterFirst);

    clock += 2_000;
    expect(await read()).toBe('v1');
    expect(reads()).toBe(afterFirst + 1);
    await Promise.all(pending);
    expect(await read()).toBe('v2');
    expect(reads()).toBe(afterFirst + 1);
  });
});

describe('cached() validation of KV entries', () => {
  it('validates an entry once per stored text, and again when the text changes', async () => {
    const { kv } = memoryKv();
    const deps: KvCacheDeps = { kv, waitUntil: () => undefined, now: () => 1_000 };
    await kv.put('v1:t:validated-once', JSON.stringify({ storedAt: 1_000, value: 'a' }));
    let checks = 0;
    // A schema built per call, as callers do: counted through its refinement.
    const schema = () => refine(string(), 'counted', () => (checks++, true));
    expect(await cached(deps, 'v1:t:validated-once', CACHE_SHORT, schema(), async () => 'loaded')).toBe('a');
    expect(await cached(deps, 'v1:t:validated-once', CACHE_SHORT, schema(), async () => 'loaded')).toBe('a');
    expect(checks).toBe(1);
    await kv.put('v1:t:validated-once', JSON.stringify({ storedAt: 1_000, value: 'b' }));
    expect(await cached(deps, 'v1:t:validated-once', CACHE_SHORT, schema(), async () => 'loaded')).toBe('b');
    expect(checks).toBe(2);
    await kv.put('v1:t:validated-once', JSON.stringify({ storedAt: 1_000, value: 7 }));
    expect(await cached(deps, 'v1:t:validated-once', CACHE_SHORT, schema(), async () => 'loaded')).toBe('loaded');
  });
});
