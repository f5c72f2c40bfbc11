import { describe, expect, it } from 'vitest';
import type { BasketLineRow, ProductForBasketRow } from '../../data/repos/baskets-repo';
import { planAdd, type AddRequestLine } from './plan-add';

function product(id: string, over: Partial<ProductForBasketRow> = {}): ProductForBasketRow {
  return { id, type: 'item', orderable: 1, list_minor: 1000, sale_minor: 900, promotion_minor: null, online_ats: 5, store_ats: 0, variant_count: 0, one_variant_id: null, pack_quantity: 1, ...over };
}
const map = (...rows: ProductForBasketRow[]) => new Map(rows.map((r) => [r.id, r]));
const line = (productId: string, quantity: number, over: Partial<AddRequestLine> = {}): AddRequestLine => ({ productId, quantity, shipmentId: 'delivery', type: 'delivery', isFromSet: false, vehicle: null, ...over });
const existing = (productId: string, quantity: number, type: 'delivery' | 'pickup' = 'delivery') => ({ product_id: productId, quantity, shipment_type: type }) as BasketLineRow;

describe('planAdd', () => {
  it('passes when existing same product and shipment type plus new equals stock, and prices from the sale price', () => {
    const plan = planAdd([line('a', 2)], map(product('a')), [existing('a', 3), existing('a', 4, 'pickup')]);
    expect(plan.lines[0]!.regularPrice).toBe(900);
    expect(plan.checks).toEqual([{ productId: 'a', type: 'delivery', limit: 5 }]);
  });

  it('rejects with the spec message when it would exceed stock', () => {
    expect(() => planAdd([line('a', 3)], map(product('a')), [existing('a', 3)])).toThrow('quantity exceeds available stock');
    expect(() => planAdd([line('a', 3), line('a', 3)], map(product('a')), [])).toThrow('quantity exceeds available stock');
  });

  it('holds pickup to the lower of store and online stock', () => {
    const p = product('a', { online_ats: 9, store_ats: 2 });
    expect(() => planAdd([line('a', 3, { type: 'pickup', shipmentId: 'pickup' })], map(p), [])).toThrow('quantity exceeds available stock');
    expect(planAdd([line('a', 2, { type: 'pickup', shipmentId: 'pickup' })], map(p), []).checks[0]!.limit).toBe(2);
  });

  it('holds set members to the lowest member ats', () => {
    const rows = map(product('m1', { online_ats: 8 }), product('m2', { online_ats: 2 }));
    expect(() => planAdd([line('m1', 3, { isFromSet: true }), line('m2', 1, { isFromSet: true })], rows, [])).toThrow('quantity exceeds available stock');
    expect(planAdd([line('m1', 2, { isFromSet: true }), line('m2', 2, { isFromSet: true })], rows, []).checks.map((c) => c.limit)).toEqual([2, 2]);
  });

  it('uses a lower promotion price, resolves a single-variant master and rejects sets, masters and unknown ids', () => {
    expect(planAdd([line('a', 1)], map(product('a', { promotion_minor: 700 })), []).lines[0]!.regularPrice).toBe(700);
    const master = product('m', { type: 'master', variant_count: 1, one_variant_id: 'v' });
    expect(planAdd([line('m', 1)], map(master, product('v', { type: 'variant' })), []).lines[0]!.itemProductId).toBe('v');
    expect(() => planAdd([line('m', 1)], map(product('m', { type: 'master', variant_count: 2 })), [])).toThrow(/Choose the options/);
    expect(() => planAdd([line('s', 1)], map(product('s', { type: 'set' })), [])).toThrow(/members of set/);
    expect(() => planAdd([line('x', 1)], map(), [])).toThrow('Unknown product: x');
    expect(() => planAdd([line('a', 1)], map(product('a', { sale_minor: null })), [])).toThrow(/not sold/);
  });

  it('refuses an item or variant that is not orderable, even in stock; a bundle goes by stock (document 2 §5)', () => {
    expect(() => planAdd([line('a', 1)], map(product('a', { orderable: 0, online_ats: 50 })), [])).toThrow('Sorry, this part is not available.');
    const master = product('m', { type: 'master', variant_count: 1, one_variant_id: 'v' });
    expect(() => planAdd([line('m', 1)], map(master, product('v', { type: 'variant', orderable: 0 })), [])).toThrow('Sorry, this part is not available.');
    expect(() => planAdd([line('m1', 1, { isFromSet: true })], map(product('m1', { orderable: 0 })), [])).toThrow('Sorry, this part is not available.');
    expect(planAdd([line('b', 1)], map(product('b', { type: 'bundle', orderable: 0 })), []).lines[0]!.itemProductId).toBe('b');
  });

  it('adds a pair or set only in whole packs, set members included, and says what the part is sold as (decision 288)', () => {
    const rotor = product('r', { pack_quantity: 2, online_ats: 9 });
    const plugs = product('s', { pack_quantity: 4, online_ats: 20 });
    expect(() => planAdd([line('r', 1)], map(rotor), [])).toThrow('This part is sold as a pair: quantity 1 is not a multiple of 2');
    expect(() => planAdd([line('r', 3)], map(rotor), [])).toThrow('This part is sold as a pair: quantity 3 is not a multiple of 2');
    expect(() => planAdd([line('s', 6, { isFromSet: true })], map(plugs), [])).toThrow('This part is sold as a set of 4: quantity 6 is not a multiple of 4');
    expect(planAdd([line('r', 4), line('s', 8)], map(rotor, plugs), []).lines.map((l) => l.quantity)).toEqual([4, 8]);
  });
});
