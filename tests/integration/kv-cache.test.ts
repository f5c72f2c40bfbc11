import { env } from 'cloudflare:workers';
import { number, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { cached } from '../../worker/cache/kv-cache';
import { CACHE_SHORT, cacheKey } from '../../worker/cache/strategies';
import { getPage } from './http';

const Schema = type({ n: number() });

/** A controllable clock and a waitUntil that can be drained. */
function harness(kv: KVNamespace = env.CACHE) {
  let now = 1_000_000;
  const pending: Promise<unknown>[] = [];
  return {
    deps: { kv, now: () => now, waitUntil: (p: Promise<unknown>) => void pending.push(p), log: () => undefined },
    advance: (ms: number) => void (now += ms),
    drain: async () => {
      while (pending.length) await pending.shift();
    },
  };
}

describe('KV read-through cache', () => {
  it('serves fresh for 10 s, then stale while one revalidation runs', async () => {
    const h = harness();
    let version = 0;
    let loads = 0;
    const load = async () => {
      loads++;
      return { n: version };
    };
    const key = `v1:test:swr:${crypto.randomUUID()}`;

    expect(await cached(h.deps, key, CACHE_SHORT, Schema, load)).toEqual({ n: 0 });
    await h.drain();
    version = 1;
    h.advance(10_000);
    expect(await cached(h.deps, key, CACHE_SHORT, Schema, load)).toEqual({ n: 0 });
    expect(loads).toBe(1);

    h.advance(1);
    // Stale: the old value comes back at once; concurrent stale reads start one revalidation.
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => cached(h.deps, key, CACHE_SHORT, Schema, load)));
    expect([a, b, c]).toEqual([{ n: 0 }, { n: 0 }, { n: 0 }]);
    await h.drain();
    expect(loads).toBe(2);
    expect(await cached(h.deps, key, CACHE_SHORT, Schema, load)).toEqual({ n: 1 });
    expect(loads).toBe(2);
  });

  it('reloads an entry that fails validation', async () => {
    const h = harness();
    const key = `v1:test:bad:${crypto.randomUUID()}`;
    await env.CACHE.put(key, JSON.stringify({ storedAt: 1_000_000, value: { n: 'not a number' } }));
    expect(await cached(h.deps, key, CACHE_SHORT, Schema, async () => ({ n: 7 }))).toEqual({ n: 7 });
  });

  it('falls back to the loader when KV fails', async () => {
    const broken = {
      get: async () => {
        throw new Error('KV down');
      },
      put: async () => {
        throw new Error('KV down');
      },
    } as unknown as KVNamespace;
    const h = harness(broken);
    expect(await cached(h.deps, 'v1:test:down', CACHE_SHORT, Schema, async () => ({ n: 3 }))).toEqual({ n: 3 });
  });

  it('stores and serves an entry whose key is built from a 600-character id (KV keys stop at 512 bytes)', async () => {
    const logs: string[] = [];
    const h = harness();
    const deps = { ...h.deps, log: (m: string) => void logs.push(m) };
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const key = cacheKey('category', 'axle-us', 'en-US', `${'c'.repeat(600)}-${crypto.randomUUID()}:1`);
    expect(await cached(deps, key, CACHE_SHORT, Schema, load)).toEqual({ n: 1 });
    await h.drain();
    expect(await cached(deps, key, CACHE_SHORT, Schema, load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
    expect(logs).toEqual([]);
    const stored = await env.CACHE.list({ prefix: 'v1:category:axle-us:en-US:cccc' });
    expect(stored.keys.length).toBeGreaterThan(0);
    for (const { name } of stored.keys) expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(512);
  });

  it('a page for a 600-character category id caches its lookup under a bounded key', async () => {
    const id = 'z'.repeat(600);
    const res = await getPage(`/category/${id}?redirected=1`);
    await res.arrayBuffer();
    expect(res.status).toBe(404);
    let names: string[] = [];
    // The write runs after the response (waitUntil); wait for it, bounded.
    for (let i = 0; i < 50 && names.length === 0; i++) {
      names = (await env.CACHE.list({ prefix: 'v1:category:axle-us:en-US:zzzz' })).keys.map((k) => k.name);
      if (names.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(names.length).toBe(1);
    expect(new TextEncoder().encode(names[0]!).length).toBeLessThanOrEqual(512);
  });
});
