import { describe, expect, it } from 'vitest';
import { generate, rowsOf } from './test-support.ts';
import { WEAR_LEAVES } from './vehicle-units.ts';

const { tables } = generate('default');
const rows = (table: string) => rowsOf(tables, table);
const products = new Map(rows('products').map((p) => [p.id as string, p]));
const units = rows('vehicle_units_seeded');
const fitted = new Set(rows('fitments').map((f) => `${f.model_id}|${f.product_id}`));

// Generating a full catalog takes a few seconds on a busy machine.
describe('seeded units sold per vehicle', { timeout: 60_000 }, () => {
  it('count only masters and items, for vehicles they fit, with positive units', () => {
    expect(units.length).toBeGreaterThan(1000);
    const keys = new Set<string>();
    for (const u of units) {
      const product = products.get(u.product_id as string)!;
      expect(product.type, u.product_id as string).not.toBe('variant');
      expect(product.universal).toBe(0);
      expect(fitted.has(`${u.model_id}|${u.product_id}`), `${u.model_id} ${u.product_id}`).toBe(true);
      expect(u.units as number).toBeGreaterThan(0);
      keys.add(`${u.model_id}|${u.product_id}`);
    }
    expect(keys.size).toBe(units.length);
  });

  it('never add up to more than the part’s own units sold', () => {
    const sums = new Map<string, number>();
    for (const u of units) sums.set(u.product_id as string, (sums.get(u.product_id as string) ?? 0) + (u.units as number));
    for (const [id, sum] of sums) expect(sum, id).toBeLessThanOrEqual(products.get(id)!.units_sold as number);
  });

  it('are concentrated on wear parts', () => {
    let wear = 0;
    let total = 0;
    for (const u of units) {
      total += u.units as number;
      if (WEAR_LEAVES.has(products.get(u.product_id as string)!.primary_category_id as string)) wear += u.units as number;
    }
    expect(wear / total).toBeGreaterThan(0.7);
  });

  it('are the same on every run', () => {
    expect(rowsOf(generate('default').tables, 'vehicle_units_seeded')).toEqual(units);
  });
});
