import { describe, expect, it } from 'vitest';
import { itemProductId } from './item-product-id';

const variants = [
  { id: 'v-red-s', values: { color: 'red', size: 's' } },
  { id: 'v-red-m', values: { color: 'red', size: 'm' } },
  { id: 'v-blue-m', values: { color: 'blue', size: 'm' } },
];

describe('item product id (document 1 §5)', () => {
  it('is the product itself for a standalone item, a bundle or a variant', () => {
    expect(itemProductId({ id: 'i', type: 'item' }, variants, {})).toBe('i');
    expect(itemProductId({ id: 'b', type: 'bundle' }, variants, {})).toBe('b');
    expect(itemProductId({ id: 'v', type: 'variant' }, [], {})).toBe('v');
  });

  it('is the single variant matching all selected values of a master', () => {
    expect(itemProductId({ id: 'm', type: 'master' }, variants, { color: 'red', size: 'm' })).toBe('v-red-m');
    expect(itemProductId({ id: 'm', type: 'master' }, variants, { color: 'blue' })).toBe('v-blue-m');
  });

  it('is null when no variant or several variants match, and for a set', () => {
    expect(itemProductId({ id: 'm', type: 'master' }, variants, { color: 'red' })).toBeNull();
    expect(itemProductId({ id: 'm', type: 'master' }, variants, { color: 'green' })).toBeNull();
    expect(itemProductId({ id: 's', type: 'set' }, variants, {})).toBeNull();
  });
});
