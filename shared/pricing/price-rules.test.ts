import { describe, expect, it } from 'vitest';
import { detailDiscount, discountPercent, resolvePrice, savingsPercent, tierPrice } from './price-rules';

describe('resolvePrice', () => {
  it('uses the sale price and strikes the original when the sale is lower', () => {
    expect(resolvePrice({ list: 5999, sale: 4999 })).toEqual({ price: 4999, originalPrice: 5999 });
  });
  it('shows no original when the sale equals the list price', () => {
    expect(resolvePrice({ list: 5999, sale: 5999 })).toEqual({ price: 5999, originalPrice: null });
  });
  it('uses a promotion only when it is lower than the sale price', () => {
    expect(resolvePrice({ list: 5999, sale: 4999, promotion: 3999 })).toEqual({ price: 3999, originalPrice: 5999 });
    expect(resolvePrice({ list: 5999, sale: 4999, promotion: 4999 })).toEqual({ price: 4999, originalPrice: 5999 });
    expect(resolvePrice({ list: 5999, sale: 4999, promotion: 5500 })).toEqual({ price: 4999, originalPrice: 5999 });
  });
  it('lets the lowest product promotion override when lower', () => {
    expect(resolvePrice({ list: 5999, sale: 4999, promotion: 4500, productPromotions: [4700, 4200, 4400] })).toEqual({ price: 4200, originalPrice: 5999 });
    expect(resolvePrice({ list: 5999, sale: 4999, productPromotions: [5200] })).toEqual({ price: 4999, originalPrice: 5999 });
  });
  it('discounts an undiscounted list price through a promotion', () => {
    expect(resolvePrice({ list: 2000, sale: 2000, promotion: 1500 })).toEqual({ price: 1500, originalPrice: 2000 });
  });
});

describe('discount figures', () => {
  it('rounds the percent off the base', () => {
    expect(discountPercent(5999, 4999)).toBe(17);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
  it('gives the detail discount or 0 when the sale is not lower', () => {
    expect(detailDiscount(5999, 4999)).toBe(1000);
    expect(detailDiscount(4999, 4999)).toBe(0);
    expect(detailDiscount(4999, 5999)).toBe(0);
  });
});

describe('tierPrice', () => {
  const tiers = [
    { quantity: 2, price: 900 },
    { quantity: 4, price: 800 },
  ];
  it('uses the tier matching the quantity exactly', () => {
    expect(tierPrice(tiers, 4, 1000)).toBe(800);
  });
  it('falls back to the regular price without an exact match or with one tier', () => {
    expect(tierPrice(tiers, 3, 1000)).toBe(1000);
    expect(tierPrice([{ quantity: 2, price: 900 }], 2, 1000)).toBe(1000);
  });
});

describe('savings badge and exact-quantity tiers (product page)', () => {
  it('gives the Up to N% off figure from the page price', () => {
    expect(savingsPercent({ price: 7599, originalPrice: 8699 })).toBe(13);
    expect(savingsPercent({ price: 8699, originalPrice: null })).toBe(0);
  });
  it('uses a tier price only on an exact quantity match with more than one tier', () => {
    const tiers = [{ quantity: 4, price: 1199 }, { quantity: 10, price: 999 }];
    expect(tierPrice(tiers, 4, 1500)).toBe(1199);
    expect(tierPrice(tiers, 5, 1500)).toBe(1500);
    expect(tierPrice([{ quantity: 4, price: 1199 }], 4, 1500)).toBe(1500);
  });
});
