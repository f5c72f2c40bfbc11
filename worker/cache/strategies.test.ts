import { describe, expect, it } from 'vitest';
import { cacheKey, KV_MAX_KEY_BYTES, storageKey } from './strategies';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('storageKey', () => {
  it('keeps a key that fits as it is', async () => {
    const key = cacheKey('category', 'axle-us', 'en-US', 'brake-pads:1');
    expect(await storageKey(key)).toBe(key);
    const edge = 'k'.repeat(KV_MAX_KEY_BYTES);
    expect(await storageKey(edge)).toBe(edge);
  });

  it('bounds a key built from a 600-character category id below 512 bytes', async () => {
    const key = cacheKey('category', 'axle-us', 'en-US', `${'a'.repeat(600)}:1`);
    const stored = await storageKey(key);
    expect(bytes(stored)).toBeLessThanOrEqual(KV_MAX_KEY_BYTES);
    expect(stored.startsWith('v1:category:axle-us:en-US:aaaa')).toBe(true);
    expect(stored).toMatch(/#[0-9a-f]{64}$/);
  });

  it('gives different long keys different storage keys, and the same key the same one', async () => {
    const a = cacheKey('category', 'axle-us', 'en-US', `${'a'.repeat(600)}:1`);
    const b = cacheKey('category', 'axle-us', 'en-US', `${'a'.repeat(600)}:2`);
    expect(await storageKey(a)).not.toBe(await storageKey(b));
    expect(await storageKey(a)).toBe(await storageKey(a));
  });

  it('counts bytes, not characters, and never cuts a character in half', async () => {
    const key = cacheKey('list', 'axle-ca', 'fr-CA', 'é'.repeat(300)); // 600 bytes in 300 characters
    const stored = await storageKey(key);
    expect(stored).not.toBe(key);
    expect(bytes(stored)).toBeLessThanOrEqual(KV_MAX_KEY_BYTES);
    expect(stored).not.toContain('\uFFFD');
  });
});
