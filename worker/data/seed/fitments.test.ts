import { describe, expect, it } from 'vitest';
import { generate, rowsOf } from './test-support.ts';

const { tables } = generate('default');
const rows = (table: string) => rowsOf(tables, table);
const products = new Map(rows('products').map((p) => [p.id as string, p]));
const fitments = rows('fitments');
const category = new Map(rows('categories').map((c) => [c.id as string, c]));
const topOf = (leafId: string) => category.get(leafId)!.parent_id as string;

// Generating a full catalog takes a few seconds on a busy machine.
describe('fitments', { timeout: 60_000 }, () => {
  it('reference real vehicles, and qualifiers name that vehicle’s own configs', () => {
    const models = new Set(rows('vehicle_models').map((m) => m.id));
    const configs = rows('vehicle_configs');
    const submodels = new Set(configs.map((c) => `${c.model_id}|${c.submodel}`));
    const engines = new Set(configs.map((c) => `${c.model_id}|${c.engine}`));
    for (const f of fitments) {
      expect(models.has(f.model_id)).toBe(true);
      expect(products.get(f.product_id as string)!.universal).toBe(0);
      if (f.submodel !== null) expect(submodels.has(`${f.model_id}|${f.submodel}`)).toBe(true);
      if (f.engine !== null) expect(engines.has(`${f.model_id}|${f.engine}`)).toBe(true);
    }
    const qualified = fitments.filter((f) => f.submodel !== null || f.engine !== null).length / fitments.length;
    expect(qualified).toBeGreaterThan(0.18);
    expect(qualified).toBeLessThan(0.3);
    const noted = fitments.filter((f) => f.note !== null).length / fitments.length;
    expect(noted).toBeGreaterThan(0.07);
    expect(noted).toBeLessThan(0.13);
  });

  it('give universal products no rows and most other products some', () => {
    const fitted = new Set(fitments.map((f) => f.product_id));
    const universal = [...products.values()].filter((p) => p.universal === 1);
    expect(universal.length).toBeGreaterThan(200);
    for (const p of universal) expect(fitted.has(p.id)).toBe(false);
    for (const leaf of ['motor-oil', 'hand-tools', 'brake-fluid']) {
      // Sets and bundles take their fit from their children; single parts in these leaves fit everything.
      const singles = [...products.values()].filter((p) => p.primary_category_id === leaf && !['set', 'bundle'].includes(p.type as string));
      expect(singles.every((p) => p.universal === 1)).toBe(true);
    }
    const others = [...products.values()].filter((p) => p.universal === 0);
    expect(others.filter((p) => fitted.has(p.id)).length / others.length).toBeGreaterThan(0.98);
  });

  it('cover the 2019 Honda Civic in brakes, filters, engine and suspension', () => {
    const civic = fitments.filter((f) => f.model_id === '2019-honda-civic').map((f) => products.get(f.product_id as string)!);
    const perLeaf = new Map<string, number>();
    for (const p of civic) perLeaf.set(p.primary_category_id as string, (perLeaf.get(p.primary_category_id as string) ?? 0) + 1);
    for (const top of ['brakes', 'filters', 'engine', 'suspension-steering']) {
      const leaves = [...perLeaf].filter(([leaf]) => topOf(leaf) === top);
      expect(leaves.length, top).toBeGreaterThanOrEqual(3);
      for (const [, count] of leaves) expect(count).toBeGreaterThanOrEqual(2);
    }
    const names = new Map(rows('product_texts').filter((t) => t.lang === 'en').map((t) => [t.product_id, t.name as string]));
    const oilFilters = civic.filter((p) => p.primary_category_id === 'oil-filters' && names.get(p.id)!.includes('Oil Filter'));
    expect(oilFilters.length).toBeGreaterThanOrEqual(5);
  });

  it('never fit combustion-only parts to electric vehicles', () => {
    const electric = new Set(rows('vehicle_configs').filter((c) => c.engine === 'Electric').map((c) => c.model_id));
    for (const f of fitments) {
      const p = products.get(f.product_id as string)!;
      if (p.primary_category_id === 'oil-filters' || topOf(p.primary_category_id as string) === 'engine') {
        expect(electric.has(f.model_id)).toBe(false);
      }
    }
  });
});
