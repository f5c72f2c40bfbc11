import { describe, expect, it } from 'vitest';
import { generate, rowsOf } from './test-support.ts';

const { tables } = generate('default');
const rows = (table: string) => rowsOf(tables, table);
const products = rows('products');
const byId = new Map(products.map((p) => [p.id as string, p]));
const share = (n: number) => n / products.length;

const COLORS = ['beige', 'black', 'blue', 'brown', 'green', 'grey', 'silver', 'navy', 'orange', 'pink', 'purple', 'red', 'white', 'yellow', 'gold'];

// Generating a full catalog takes a few seconds on a busy machine.
describe('products', { timeout: 60_000 }, () => {
  it('have unique part-number-like ids and valid fields', () => {
    expect(byId.size).toBe(products.length);
    const leaves = new Set(rows('categories').filter((c) => !['root', 'parts', 'newarrivals'].includes(c.parent_id as string) && c.parent_id).map((c) => c.id));
    const brands = new Set(rows('brands').map((b) => b.id));
    for (const p of products) {
      expect(p.id).toMatch(/^AX-[A-Z]{3}-\d{6}(-[A-Z0-9]+)?$/);
      expect(p.part_number).toMatch(/^[A-Z]{2}-\d{5}(-[A-Z0-9]+)?$/);
      expect(leaves.has(p.primary_category_id)).toBe(true);
      expect(brands.has(p.brand_id)).toBe(true);
      if (p.color !== null) expect(COLORS).toContain(p.color);
      expect(p.units_sold).toBeGreaterThanOrEqual(0);
      expect(p.units_sold).toBeLessThanOrEqual(2000);
      expect(p.rating_average).toBeGreaterThanOrEqual(0);
      expect(p.rating_average).toBeLessThanOrEqual(5);
      expect(p.created_at).toBeGreaterThanOrEqual(Date.UTC(2024, 0, 1) / 1000);
      expect(p.created_at).toBeLessThan(Date.UTC(2027, 0, 1) / 1000);
    }
    expect(share(products.filter((p) => p.units_sold === 0).length)).toBeGreaterThan(0.25);
    expect(products.filter((p) => (p.units_sold as number) > 500).length).toBeGreaterThan(50);
    expect(share(products.filter((p) => p.is_deal === 1).length)).toBeCloseTo(0.15, 1);
  });

  it('mix items, masters with 2–4 variants, sets and bundles', () => {
    const count = (type: string) => products.filter((p) => p.type === type).length;
    expect(count('item')).toBeGreaterThan(1800);
    expect(count('master')).toBeGreaterThan(20);
    expect(count('set') + count('bundle')).toBeGreaterThan(20);
    const variationValues = rows('variation_values');
    const variantValues = new Map(rows('variant_values').map((v) => [v.variant_id, v]));
    for (const master of products.filter((p) => p.type === 'master')) {
      const variants = products.filter((p) => p.master_id === master.id);
      expect(variants.length).toBeGreaterThanOrEqual(2);
      expect(variants.length).toBeLessThanOrEqual(4);
      const values = variationValues.filter((v) => v.master_id === master.id);
      expect(values.map((v) => v.value).sort()).toEqual(variants.map((v) => variantValues.get(v.id)!.value).sort());
      for (const v of variants) expect(v.type).toBe('variant');
    }
    const children = rows('product_children');
    for (const parent of products.filter((p) => p.type === 'set' || p.type === 'bundle')) {
      const kids = children.filter((c) => c.parent_id === parent.id);
      expect(kids.length).toBeGreaterThanOrEqual(2);
      for (const kid of kids) expect(byId.get(kid.child_id as string)?.type).toBe('item');
    }
  });

  it('have texts in three languages, images, attributes, notes and categories', () => {
    expect(rows('product_texts').length).toBe(products.length * 3);
    for (const t of rows('product_texts')) expect(t.name && t.short_description && t.long_description).toBeTruthy();
    const images = rows('product_images');
    const perProduct = new Map<string, number>();
    for (const i of images) perProduct.set(i.product_id as string, (perProduct.get(i.product_id as string) ?? 0) + 1);
    expect(perProduct.size).toBe(products.length);
    for (const n of perProduct.values()) expect(n === 1 || n === 2 || n === 3).toBe(true);
    for (const i of images) expect(i.url).toMatch(/^\/images\/products\/[a-z0-9-]+\.png$/);
    const attributes = new Map<string, number>();
    for (const a of rows('product_attributes')) attributes.set(a.product_id as string, (attributes.get(a.product_id as string) ?? 0) + 1);
    // Two to five drawn specs, plus what the name settles (its size, the specs it pins): at most
    // a leaf's four specs, warranty, origin and the size.
    for (const p of products) {
      expect(attributes.get(p.id as string)).toBeGreaterThanOrEqual(2);
      expect(attributes.get(p.id as string)).toBeLessThanOrEqual(7);
    }
    const noted = new Set(rows('product_notes').map((n) => n.product_id));
    expect(share(noted.size)).toBeGreaterThan(0.14);
    expect(share(noted.size)).toBeLessThan(0.26);
    const categories = rows('product_categories');
    for (const p of products) expect(categories.some((c) => c.product_id === p.id && c.category_id === p.primary_category_id)).toBe(true);
    expect(categories.filter((c) => c.category_id === 'newarrivals').length).toBeGreaterThan(50);
  });

  it('price every product in USD and CAD with list ≥ sale and promotions below sale', () => {
    const prices = rows('prices');
    expect(prices.length).toBe(products.length * 2);
    const usd = new Map(prices.filter((p) => p.currency === 'USD').map((p) => [p.product_id, p]));
    for (const p of prices) {
      expect(p.list_minor as number).toBeGreaterThanOrEqual(p.sale_minor as number);
      if (p.promotion_minor !== null) expect(p.promotion_minor as number).toBeLessThan(p.sale_minor as number);
      expect((p.list_minor as number) % 100).toBe(99);
      if (p.currency === 'CAD') {
        const list = usd.get(p.product_id)!.list_minor as number;
        expect(Math.abs((p.list_minor as number) - list * 1.36)).toBeLessThanOrEqual(101);
      }
    }
    const usdRows = [...usd.values()];
    const frac = (f: (p: (typeof usdRows)[number]) => boolean) => usdRows.filter(f).length / usdRows.length;
    expect(frac((p) => (p.sale_minor as number) < (p.list_minor as number))).toBeCloseTo(0.3, 1);
    expect(frac((p) => p.promotion_minor !== null)).toBeGreaterThan(0.02);
    expect(frac((p) => p.promotion_minor !== null)).toBeLessThan(0.08);
    const tiered = new Set(rows('price_tiers').map((t) => t.product_id));
    expect(tiered.size / usdRows.length).toBeGreaterThan(0.01);
    expect(tiered.size / usdRows.length).toBeLessThan(0.05);
  });

  it('stock both online lists and about a quarter of products per store', () => {
    const inventory = rows('inventory');
    for (const list of ['online-us', 'online-ca']) {
      const online = inventory.filter((i) => i.location_id === list);
      expect(online.length).toBe(products.length);
      const soldOut = online.filter((i) => i.ats === 0).length / online.length;
      expect(soldOut).toBeGreaterThan(0.04);
      expect(soldOut).toBeLessThan(0.1);
    }
    const storeLists = new Set(rows('stores').map((s) => s.inventory_list_id));
    const inStore = inventory.filter((i) => storeLists.has(i.location_id));
    expect(inStore.length / (products.length * storeLists.size)).toBeCloseTo(0.25, 1);
  });
});
