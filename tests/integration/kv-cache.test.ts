import { env } from 'cloudflare:workers';
import { number, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { cached } from '../../worker/cache/kv-cache';
import { CACHE_SHORT } from '../../worker/cache/strategies';

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
});
