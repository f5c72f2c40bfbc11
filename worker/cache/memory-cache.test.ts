import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memory-cache';

describe('createMemoryCache', () => {
  it('serves a value for its ttl, then loads again', async () => {
    let t = 0;
    let loads = 0;
    const cache = createMemoryCache<number>(1000, 10, () => t);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    t = 999;
    expect(await cache.get('a', load)).toBe(1);
    t = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('drops the oldest past maxEntries and never keeps a failure', async () => {
    let loads = 0;
    const cache = createMemoryCache<number>(60_000, 2);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe(4);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', load)).toBe(5);
  });
});
