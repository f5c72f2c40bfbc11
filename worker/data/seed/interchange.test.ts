import { describe, expect, it } from 'vitest';
import { partNumberKey } from '../../../shared/catalogue/part-number-key';
import { AFTERMARKET_BRANDS, aftermarketNumber, oeNumber } from './interchange-formats.ts';
import { generate, rowsOf, type Row } from './test-support.ts';

const { tables } = generate('default');
const rows = (table: string) => rowsOf(tables, table);
const products = rows('products');
const interchange = rows('product_interchange');
const byProduct = new Map<string, Row[]>();
for (const r of interchange) byProduct.set(r.product_id as string, [...(byProduct.get(r.product_id as string) ?? []), r]);
const models = new Map(rows('vehicle_models').map((m) => [m.id as string, m]));
const fittedMakes = new Map<string, Set<string>>();
for (const f of rows('fitments')) {
  const set = fittedMakes.get(f.product_id as string) ?? new Set<string>();
  set.add(models.get(f.model_id as string)!.make_name as string);
  fittedMakes.set(f.product_id as string, set);
}

// Generating a full catalog takes a few seconds on a busy machine.
describe('interchange numbers of the seed', { timeout: 60_000 }, () => {
  it('give every part one or two OE numbers and two other brands’ numbers; variants none', () => {
    for (const p of products) {
      const list = byProduct.get(p.id as string) ?? [];
      if (p.type === 'variant') {
        expect(list, p.id as string).toEqual([]);
        continue;
      }
      const oe = list.filter((r) => r.kind === 'oe');
      expect(oe.length, p.id as string).toBeGreaterThanOrEqual(1);
      expect(oe.length, p.id as string).toBeLessThanOrEqual(2);
      expect(list.filter((r) => r.kind === 'aftermarket').map((r) => r.brand), p.id as string).toHaveLength(2);
      expect(list.map((r) => r.position)).toEqual(list.map((_, i) => i));
    }
  });

  it('name OE numbers after a maker whose vehicles the part fits', () => {
    for (const r of interchange.filter((i) => i.kind === 'oe')) {
      const makes = fittedMakes.get(r.product_id as string);
      if (makes) expect(makes.has(r.brand as string), `${r.product_id} ${r.brand}`).toBe(true);
    }
  });

  it('store the comparison key of each number', () => {
    for (const r of interchange) expect(r.number_key).toBe(partNumberKey(r.number as string));
  });

  it('keep a number to one part type, and never reuse one of our own part numbers', () => {
    const leafOf = new Map(products.map((p) => [p.id as string, p.primary_category_id as string]));
    const leavesByKey = new Map<string, Set<string>>();
    const productsByKey = new Map<string, Set<string>>();
    for (const r of interchange) {
      const key = r.number_key as string;
      leavesByKey.set(key, new Set([...(leavesByKey.get(key) ?? []), leafOf.get(r.product_id as string)!]));
      productsByKey.set(key, new Set([...(productsByKey.get(key) ?? []), r.product_id as string]));
    }
    for (const [key, leaves] of leavesByKey) expect(leaves.size, key).toBe(1);
    for (const r of interchange.filter((i) => i.kind === 'aftermarket')) expect(productsByKey.get(r.number_key as string)!.size, r.number as string).toBe(1);
    for (const p of products) expect(leavesByKey.has(partNumberKey(p.part_number as string)), p.part_number as string).toBe(false);
  });

  it('write each maker’s numbers in its own format', () => {
    expect(oeNumber('honda', 'brake-pads', 'civic')).toBe('45022-TBA-A01');
    expect(oeNumber('acura', 'oil-filters', 'mdx')).toBe('15400-TZ5-A01');
    const formats: [string, RegExp][] = [
      ['toyota', /^\d{5}-\d{5}$/],
      ['ford', /^[A-Z]{2}\dZ-\d{4}-[A-Z]{1,2}$/],
      ['chevrolet', /^[128]\d{7}$/],
      ['nissan', /^[A-Z]\d{4}-\d[A-Z]{2}\d[A-Z]$/],
      ['kia', /^\d{5}-[A-Z]\d[A-Z]\d{2}$/],
      ['volkswagen', /^\d[A-Z]\d \d{3} \d{3} [A-Z]$/],
      ['bmw', /^\d{2} \d{2} \d \d{3} \d{3}$/],
      ['mercedes-benz', /^A \d{3} \d{3} \d{2} \d{2}$/],
      ['jeep', /^68\d{6}[A-Z]{2}$/],
      ['tesla', /^1\d{6}-00-[A-Z]$/],
    ];
    for (const [make, format] of formats) expect(oeNumber(make, 'brake-rotors', 'x'), make).toMatch(format);
    // Products of one type on one line replace the same OE number.
    expect(oeNumber('toyota', 'brake-pads', 'camry')).toBe(oeNumber('lexus', 'brake-pads', 'camry'));
    expect(aftermarketNumber(AFTERMARKET_BRANDS[0]!, 0)).toBe('KD104729');
    const seen = new Set(Array.from({ length: 5000 }, (_, i) => aftermarketNumber(AFTERMARKET_BRANDS[1]!, i)));
    expect(seen.size).toBe(5000);
  });

  it('let the Civic showcase front pads replace OE 45022-TBA-A01', () => {
    const pads = interchange.filter((r) => r.number === '45022-TBA-A01');
    expect(pads.length).toBeGreaterThan(0);
    for (const r of pads) expect(products.find((p) => p.id === r.product_id)!.primary_category_id).toBe('brake-pads');
  });
});
