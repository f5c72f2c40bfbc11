import { describe, expect, it } from 'vitest';
import { parseStash, pendingStashAction } from './wishlist-stash';

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

describe('after sign-in (document 1 §4 Auth modal)', () => {
  const stash = { productId: 'BRK-100', quantity: 2 };
  it('adds the stashed product once registered, clearing stash and flag', () => {
    expect(pendingStashAction({ pending: true, registered: true, stash })).toEqual({ add: stash, clear: true });
  });
  it('clears without adding when the reload finds no registered shopper or no product', () => {
    expect(pendingStashAction({ pending: true, registered: false, stash })).toEqual({ add: null, clear: true });
    expect(pendingStashAction({ pending: true, registered: true, stash: null })).toEqual({ add: null, clear: true });
  });
  it('leaves the stash alone without the pending flag', () => {
    expect(pendingStashAction({ pending: false, registered: true, stash })).toEqual({ add: null, clear: false });
  });
});
