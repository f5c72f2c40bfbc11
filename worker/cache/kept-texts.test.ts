import { array, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { memoryKv } from './memory-kv';
import { cached, type KvCacheDeps } from './kv-cache';
import { KeptTexts } from './kept-texts';
import { CACHE_SHORT } from './strategies';

describe('cached() with kept KV texts', () => {
  it('reads KV once while the entry is fresh, gives each read its own copy, and reads KV again once stale', async () => {
    const { kv, reads } = memoryKv();
    let clock = 1_000_000;
    const pending: Promise<unknown>[] = [];
    const kept = new KeptTexts(10_000);
    const deps: KvCacheDeps = { kv, waitUntil: (p) => pending.push(p), now: () => clock, kept };
    await kv.put('v1:list:a', JSON.stringify({ storedAt: clock, value: { ids: ['p1', 'p2'] } }));
    const schema = object({ ids: array(string()) });
    const read = () => cached(deps, 'v1:list:a', CACHE_SHORT, schema, async () => ({ ids: ['loaded'] }));

    const first = await read();
    expect(first).toEqual({ ids: ['p1', 'p2'] });
    first.ids.push('changed by a caller');
    clock += CACHE_SHORT.freshMs;
    expect(await read()).toEqual({ ids: ['p1', 'p2'] });
    expect(reads()).toBe(1);

    clock += 1;
    expect(await read()).toEqual({ ids: ['p1', 'p2'] });
    expect(reads()).toBe(2);
    await Promise.all(pending);
    // The revalidation's write is kept: fresh again without a KV read.
    expect(await read()).toEqual({ ids: ['loaded'] });
    expect(reads()).toBe(2);
  });

  it('keeps a loaded value’s text from its write', async () => {
    const { kv, reads } = memoryKv();
    const pending: Promise<unknown>[] = [];
    const deps: KvCacheDeps = { kv, waitUntil: (p) => pending.push(p), now: () => 5_000, kept: new KeptTexts(10_000) };
    expect(await cached(deps, 'v1:t:b', CACHE_SHORT, string(), async () => 'made')).toBe('made');
    await Promise.all(pending);
    expect(await cached(deps, 'v1:t:b', CACHE_SHORT, string(), async () => 'made again')).toBe('made');
    expect(reads()).toBe(1);
  });
});

describe('KeptTexts (a CharBoundedMap of texts)', () => {
  it('is bounded by characters, oldest first, and refuses an entry over a quarter of its room', () => {
    const kept = new KeptTexts(104);
    kept.set('a', { storedAt: 1, raw: 'x'.repeat(20) });
    kept.set('b', { storedAt: 1, raw: 'x'.repeat(25) });
    kept.set('c', { storedAt: 1, raw: 'x'.repeat(26) });
    // 27 characters with its key: over a quarter of 104.
    expect(kept.get('c')).toBeUndefined();
    kept.set('c', { storedAt: 1, raw: 'x'.repeat(25) });
    kept.set('d', { storedAt: 1, raw: 'x'.repeat(25) });
    expect(kept.size).toBe(4);
    // 5 entries of 21 to 26 characters: the oldest goes.
    kept.set('e', { storedAt: 1, raw: 'x'.repeat(25) });
    expect([kept.get('a'), kept.size]).toEqual([undefined, 4]);
    // Rewriting b makes it the newest: c goes next.
    kept.set('b', { storedAt: 2, raw: 'y'.repeat(25) });
    kept.set('f', { storedAt: 1, raw: 'x'.repeat(25) });
    expect([kept.get('c'), kept.get('b')?.storedAt, kept.size]).toEqual([undefined, 2, 4]);
  });
});
