import { describe, expect, it } from 'vitest';
import { fnv1a, hash32, rng } from './hash.ts';

describe('hash and random streams', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('gives the same stream for the same namespace and key, different for others', () => {
    const a = Array.from({ length: 5 }, ((r) => () => r.next())(rng('product', 7)));
    const b = Array.from({ length: 5 }, ((r) => () => r.next())(rng('product', 7)));
    const c = Array.from({ length: 5 }, ((r) => () => r.next())(rng('product', 8)));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('keeps int() within bounds and spreads hash32 evenly', () => {
    const r = rng('bounds', 1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = r.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    const buckets = new Array(4).fill(0);
    for (let i = 0; i < 20_000; i++) buckets[hash32(`store|AX-BRK-${100000 + i}`) % 4]++;
    for (const count of buckets) expect(count).toBeGreaterThan(4500);
  });

  it('samples distinct elements', () => {
    const picked = rng('sample', 1).sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
  });
});
