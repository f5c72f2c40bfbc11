import { describe, expect, it } from 'vitest';
import { clearSeedStatements, generateSeedStatements } from './generate.ts';
import { seedLabel } from './scale.ts';
import { generate, readSeedInput, rowsOf, type Row } from './test-support.ts';

const { statements, tables } = generate('default');
const small = generate('test');
const rows = (table: string) => rowsOf(tables, table);

// Generating a full catalog takes a few seconds on a busy machine.
describe('seed statements', { timeout: 60_000 }, () => {
  it('are deterministic', () => {
    const again = [...generateSeedStatements(readSeedInput('default'))];
    expect(again.length).toBe(statements.length);
    expect(again).toEqual(statements);
  });

  it('stay under D1 statement limits and use literal values only', () => {
    for (const s of statements) {
      expect(new TextEncoder().encode(s).length).toBeLessThan(90 * 1024);
      expect(s.startsWith('INSERT INTO ')).toBe(true);
    }
  });

  it('honour a smaller statement size for file-based loading', () => {
    const short = [...generateSeedStatements({ ...readSeedInput('test'), maxStatementChars: 8_000 })];
    for (const s of short) expect(s.length).toBeLessThanOrEqual(8_000);
  });

  it('do not change earlier products when more products are added', () => {
    const ids = new Set(rowsOf(small.tables, 'products').map((p) => p.id));
    const byProduct: [string, string][] = [
      ['products', 'id'], ['product_texts', 'product_id'], ['prices', 'product_id'], ['fitments', 'product_id'],
      ['inventory', 'product_id'], ['product_images', 'product_id'], ['product_children', 'parent_id'],
    ];
    for (const [table, key] of byProduct) {
      const pick = (list: Row[]) => list.filter((r) => ids.has(r[key] as string));
      expect(pick(rows(table)), table).toEqual(pick(rowsOf(small.tables, table)));
    }
  });

  it('fill every table in foreign-key order with seed_meta last', () => {
    const order = statements.map((s) => /^INSERT INTO (\w+)/.exec(s)![1]!);
    const first = (t: string) => order.indexOf(t);
    expect(first('categories')).toBe(0);
    expect(first('vehicle_models')).toBeLessThan(first('vehicle_configs'));
    expect(first('brands')).toBeLessThan(first('products'));
    expect(first('vehicle_configs')).toBeLessThan(first('fitments'));
    expect(order.at(-1)).toBe('seed_meta');
    expect(rows('seed_meta')).toEqual([{ key: 'seed', value: seedLabel('default') }]);
    expect(clearSeedStatements()[0]).toBe('DELETE FROM seed_meta;');
    expect(clearSeedStatements().at(-1)).toBe('DELETE FROM categories;');
  });

  it('reach the default-scale targets', () => {
    const products = rows('products');
    expect(products.length).toBeGreaterThan(1950);
    expect(products.length).toBeLessThan(2300);
    expect(rows('fitments').length).toBeGreaterThan(36_000);
    expect(rows('fitments').length).toBeLessThan(44_000);
    expect(rows('brands').length).toBeGreaterThanOrEqual(20);
    expect(rows('vehicle_models').length).toBeGreaterThan(4500);
    expect(rows('postal_centroids').length).toBe(readSeedInput('test').postalCsv.trim().split('\n').length - 1);
    // About a quarter of products in each of 60 stores, plus two online lists per product.
    expect(rows('inventory').length).toBeGreaterThan(products.length * 2 + 25_000);
    expect(rows('inventory').length).toBeLessThan(products.length * 2 + 38_000);
  });

  it('build the category tree with localized texts', () => {
    const categories = rows('categories');
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(byId.get('root')!.parent_id).toBeNull();
    expect(byId.get('parts')!.parent_id).toBe('root');
    expect(byId.get('newarrivals')).toMatchObject({ parent_id: 'root', show_in_menu: 0, have_online_products: 1 });
    const tops = categories.filter((c) => c.parent_id === 'parts');
    expect(tops.map((c) => c.id)).toEqual([
      'brakes', 'engine', 'filters', 'suspension-steering', 'electrical-lighting', 'exhaust', 'cooling-heating',
      'drivetrain', 'fluids-chemicals', 'interior-accessories', 'exterior-body', 'tools-garage',
    ]);
    for (const top of tops) {
      const leaves = categories.filter((c) => c.parent_id === top.id);
      expect(leaves.length).toBeGreaterThanOrEqual(3);
      expect(leaves.length).toBeLessThanOrEqual(8);
      expect(top.image).toBe(`/images/categories/${top.id}.png`);
    }
    expect(categories.filter((c) => c.parent_id === 'filters').map((c) => c.id)).toEqual(
      expect.arrayContaining(['oil-filters', 'air-filters', 'cabin-air-filters', 'fuel-filters']),
    );
    const texts = rows('category_texts');
    expect(texts.length).toBe(categories.length * 3);
    for (const t of texts) {
      expect(['en', 'fr', 'es']).toContain(t.lang);
      expect(t.page_title && t.page_description && t.page_keywords).toBeTruthy();
    }
    expect(texts.find((t) => t.category_id === 'brakes' && t.lang === 'fr')!.name).toBe('Freins');
  });
});
