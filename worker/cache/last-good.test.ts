import { string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { memoryKv } from './memory-kv';
import type { KvCacheDeps } from './kv-cache';
import { LAST_GOOD_REWRITE_MS, withLastGood } from './last-good';


function setup() {
  const { kv, puts } = memoryKv();
  const pending: Promise<unknown>[] = [];
  let clock = 5_000_000;
  const deps: KvCacheDeps = { kv, waitUntil: (p) => pending.push(p), now: () => clock, log: () => {} };
  return { deps, puts, settle: () => Promise.all(pending), advance: (ms: number) => (clock += ms) };
}

const down = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));

describe('withLastGood', () => {
  it('reads the source every time and serves the kept copy only when the source fails', async () => {
    const { deps, settle } = setup();
    expect(await withLastGood(deps, 'p:1', string(), async () => 'price 10')).toBe('price 10');
    await settle();
    expect(await withLastGood(deps, 'p:1', string(), async () => 'price 12')).toBe('price 12');
    expect(await withLastGood(deps, 'p:1', string(), down)).toBe('price 10');
  });

  it('rethrows when there is no copy, and never keeps "not found"', async () => {
    const { deps, settle, puts } = setup();
    expect(await withLastGood(deps, 'p:2', string(), async () => null)).toBeNull();
    await settle();
    expect(puts()).toBe(0);
    await expect(withLastGood(deps, 'p:2', string(), down)).rejects.toThrow('D1_ERROR');
  });

  it('rewrites a copy at most once per interval per key', async () => {
    const { deps, settle, puts, advance } = setup();
    for (let i = 0; i < 5; i++) await withLastGood(deps, 'p:3', string(), async () => `v${i}`);
    await settle();
    expect(puts()).toBe(1);
    advance(LAST_GOOD_REWRITE_MS + 1);
    await withLastGood(deps, 'p:3', string(), async () => 'v9');
    await settle();
    expect(puts()).toBe(2);
    expect(await withLastGood(deps, 'p:3', string(), down)).toBe('v9');
  });
});
