import { string } from 'superstruct';
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
