import { describe, expect, it } from 'vitest';
import { chunkIds } from './enrich';

describe('chunkIds', () => {
  it('splits ids into batches of 24 (document 2 §9)', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `P${i}`);
    expect(chunkIds(ids).map((c) => c.length)).toEqual([24, 24, 2]);
    expect(chunkIds(ids).flat()).toEqual(ids);
  });
  it('makes no request for no ids', () => {
    expect(chunkIds([])).toEqual([]);
  });
});
