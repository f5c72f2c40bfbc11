import { describe, expect, it } from 'vitest';
import type { DetailChild, ProductDetail } from '../../../shared/product/product-detail';
import { purchaseLines } from './use-purchase';

const child = (id: string, extra: Partial<DetailChild> = {}): DetailChild =>
  ({ id, type: 'item', quantity: 1, variationAttributes: [], variants: [], selectedValues: {}, ...extra }) as DetailChild;

describe('purchaseLines', () => {
  it('adds the item product id with the quantity', () => {
    expect(purchaseLines({ type: 'item', children: [] } as unknown as ProductDetail, new URLSearchParams(), 'AX-1', 3)).toEqual([{ productId: 'AX-1', quantity: 3 }]);
  });
  it('adds nothing while a master has no resolved variant', () => {
    expect(purchaseLines({ type: 'master', children: [] } as unknown as ProductDetail, new URLSearchParams(), null, 1)).toBeNull();
  });
  it('adds each set member from the set, with its own variation choice nested under its id', () => {
    const master = child('M', {
      type: 'master',
      quantity: 2,
      variationAttributes: [{ id: 'size', name: 'Size', values: [{ value: 'S', name: 'S', orderable: true }] }],
      variants: [{ productId: 'M-S', values: { size: 'S' }, orderable: true, price: 1, originalPrice: null, ats: 3 }],
    });
    const set = { type: 'set', children: [child('A'), master] } as unknown as ProductDetail;
    expect(purchaseLines(set, new URLSearchParams(), 'SET', 1)).toBeNull();
    expect(purchaseLines(set, new URLSearchParams('M=size%3DS'), 'SET', 2)).toEqual([
      { productId: 'A', quantity: 2, isFromSet: true },
      { productId: 'M-S', quantity: 4, isFromSet: true },
    ]);
  });
});
