import { string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { cached, type Entry, type KvCacheDeps } from './kv-cache';
import { CACHE_SHORT } from './strategies';

/** A KV stand-in that counts reads (the memory layer's whole point is to skip them). */
function fakeKv() {
  const store = new Map<string, string>();
  let reads = 0;
  const kv = {
    async get(key: string) {
      reads++;
      const raw = store.get(key);
      return raw ? (JSON.parse(raw) as unknown) : null;
    },
    async put(key: string, value: string) {
      store.set(key, value);
    },
  } as unknown as KVNamespace;
  return { kv, reads: () => reads };
}

describe('cached() with an in-isolate memory layer', () => {
  it('serves fresh entries from memory, then goes back to KV for stale-while-revalidate', async () => {
    const { kv, reads } = fakeKv();
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
