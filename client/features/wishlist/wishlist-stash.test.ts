import { describe, expect, it } from 'vitest';
import { parseStash } from './wishlist-stash';

describe('wish-list stash', () => {
  it('reads back a product id and quantity', () => {
    expect(parseStash('{"productId":"BRK-100","quantity":2}')).toEqual({ productId: 'BRK-100', quantity: 2 });
  });
  it('defaults the quantity to 1', () => {
    expect(parseStash('{"productId":"BRK-100"}')).toEqual({ productId: 'BRK-100', quantity: 1 });
  });
  it('ignores missing, unreadable or tampered stashes', () => {
    for (const raw of [null, undefined, '', 'nope', 'null', '[]', '{"quantity":1}', '{"productId":"a b"}', '{"productId":"X","quantity":0}', '{"productId":"X","quantity":1.5}', '{"productId":"X","quantity":1000}', '{"productId":"X","quantity":"2"}']) {
      expect(parseStash(raw), String(raw)).toBeNull();
    }
  });
});
