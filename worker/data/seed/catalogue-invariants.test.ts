/**
 * Invariants of the generated catalogue a shopper relies on: a category lists only its own type of
 * part, what a product's specifications and notes state agrees with its name, and a parent
 * category's count is the number of distinct products under it.
 */
import { describe, expect, it } from 'vitest';
import { isNoteKey } from '../../../shared/catalogue/catalogue-notes';
import { ATTRIBUTE_LABELS } from '../../../shared/catalogue/attribute-labels';
import { knownAttributeValue } from '../../../shared/catalogue/localize-attribute';
import { LEAF_BY_ID, LEAVES } from './taxonomy.ts';
import { ORIGIN, WARRANTY } from './taxonomy-types.ts';
import { generate, rowsOf, type Row } from './test-support.ts';

const { tables } = generate('default');
const rows = (table: string) => rowsOf(tables, table);
const products = rows('products');
const byId = new Map(products.map((p) => [p.id as string, p]));
const group = <K extends string>(list: Row[], key: K) => {
  const map = new Map<string, Row[]>();
  for (const row of list) map.set(row[key] as string, [...(map.get(row[key] as string) ?? []), row]);
  return map;
};
const names = new Map<string, Record<string, string>>();
for (const t of rows('product_texts')) names.set(t.product_id as string, { ...names.get(t.product_id as string), [t.lang as string]: t.name as string });
const nameOf = (id: string, lang = 'en') => names.get(id)![lang]!;
const attributes = group(rows('product_attributes'), 'product_id');
const specsOf = (id: string) => new Map((attributes.get(id) ?? []).map((a) => [a.label as string, a.value as string]));
const categoriesOf = group(rows('product_categories'), 'product_id');
const childrenOf = group(rows('product_children'), 'parent_id');
const CROSS_CUTTING = new Set(['newarrivals']);

// Every value each attribute can take anywhere in the taxonomy (specs, sizes, what names pin).
const vocabulary = new Map<string, Set<string>>();
const addWords = (label: string, values: Iterable<string>) => vocabulary.set(label, new Set([...(vocabulary.get(label) ?? []), ...values]));
for (const leaf of LEAVES) {
  for (const [label, values] of [...leaf.specs, WARRANTY, ORIGIN]) addWords(label, values);
  if (leaf.sizeAttribute) addWords(leaf.sizeAttribute, (leaf.sizes ?? []).map((s) => s.value));
  for (const implied of [...leaf.products.map((p) => p.implies), ...(leaf.sizes ?? []).map((s) => s.implies)]) {
    for (const [label, pin] of Object.entries(implied ?? {})) if (pin) addWords(label, typeof pin === 'string' ? [pin] : pin);
  }
}
const mentions = (text: string, phrase: string) => new RegExp(`(^|[^\\w-])${phrase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^\\w-])`, 'i').test(text);

// Generating a full catalog takes a few seconds on a busy machine.
describe('the generated catalogue', { timeout: 60_000 }, () => {
  it('puts every product in its own type’s leaf only, besides cross-cutting lists such as new arrivals', () => {
    for (const p of products) {
      const id = p.id as string;
      const leaves = categoriesOf.get(id)!.map((c) => c.category_id as string).filter((c) => !CROSS_CUTTING.has(c));
      expect(leaves, id).toEqual([p.primary_category_id]);
      const leaf = LEAF_BY_ID.get(p.primary_category_id as string)!;
      const name = nameOf(id);
      if (p.type === 'set' || p.type === 'bundle') {
        // A kit is of its lead part's type: the lead part lives in the same leaf.
        const lead = childrenOf.get(id)!.find((c) => c.position === 0)!.child_id as string;
        expect(byId.get(lead)!.primary_category_id, id).toBe(p.primary_category_id);
        expect(name, id).toBe(p.type === 'set' ? `${leaf.top.name.en} Service Set` : `${nameOf(lead)} Value Bundle`);
      } else {
        // The name is one of the leaf's own product names (with grade, size and colour around it).
        const own = leaf.products.some((template) => {
          let from = 0;
          return template.en.split('{size}').every((part) => {
            const at = name.indexOf(part.trim(), from);
            from = at + part.trim().length;
            return at >= 0;
          });
        });
        expect(own, `${id} "${name}" in ${leaf.id}`).toBe(true);
      }
    }
  });

  it('no longer lists brake fluids among rotors or rotors among pads (issue 25)', () => {
    const inLeaf = (leaf: string) => rows('product_categories').filter((c) => c.category_id === leaf).map((c) => nameOf(c.product_id as string));
    for (const name of inLeaf('brake-rotors')) expect(name).not.toMatch(/Fluid/);
    for (const name of inLeaf('brake-pads')) expect(name).not.toMatch(/Rotor/);
  });

  it('states no attribute its name contradicts', () => {
    let checked = 0;
    for (const p of products) {
      const id = p.id as string;
      const name = nameOf(id);
      for (const [label, value] of specsOf(id)) {
        for (const other of vocabulary.get(label) ?? []) {
          // Another value of the same attribute in the name contradicts it (unless it is part of the stated value).
          if (other === value || value.includes(other) || !/[a-z]/i.test(other)) continue;
          expect(mentions(name, other), `${id} "${name}" states ${label}: ${value}`).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('states the DOT rating every brake fluid is named after, in every language, with that grade’s boiling point', () => {
    const fluids = products.filter((p) => p.primary_category_id === 'brake-fluid' && p.type !== 'set' && p.type !== 'bundle');
    expect(fluids.length).toBeGreaterThan(15);
    const boiling: Record<string, string> = { 'DOT 3': '401 °F', 'DOT 4': '446 °F', 'DOT 5.1': '500 °F' };
    for (const p of fluids) {
      const id = p.id as string;
      const rating = specsOf(id).get('DOT Rating');
      expect(rating, id).toBeDefined();
      for (const lang of ['en', 'fr', 'es']) expect(/DOT (3|4|5\.1)/.exec(nameOf(id, lang))?.[0], `${id} ${lang}`).toBe(rating);
      expect(specsOf(id).get('Dry Boiling Point'), id).toBe(boiling[rating!]);
    }
  });

  it('states the position, side, viscosity and size that the name gives', () => {
    let positions = 0;
    for (const p of products) {
      const id = p.id as string;
      const specs = specsOf(id);
      const leaf = LEAF_BY_ID.get(p.primary_category_id as string)!;
      if (p.size !== null && leaf.sizeAttribute && p.type !== 'master') {
        expect(specs.get(leaf.sizeAttribute), id).toBe(p.size);
        const size = leaf.sizes!.find((s) => s.value === p.size)!;
        for (const lang of ['en', 'fr', 'es'] as const) expect(nameOf(id, lang), `${id} ${lang}`).toContain(size.label[lang]);
        if (leaf.sizeAttribute === 'Position') positions++;
      }
      const viscosity = /\b\d+W-\d+\b/.exec(nameOf(id))?.[0];
      if (specs.has('Viscosity')) expect(specs.get('Viscosity'), id).toBe(viscosity);
    }
    expect(positions).toBeGreaterThan(200);
    const rear = products.filter((p) => specsOf(p.id as string).get('Position') === 'Rear');
    for (const p of rear) expect(nameOf(p.id as string)).toMatch(/\bRear\b/);
  });

  it('gives a family (master and variants) the same specs, apart from the size each variant names', () => {
    for (const variant of products.filter((p) => p.type === 'variant')) {
      const own = specsOf(variant.id as string);
      const master = specsOf(variant.master_id as string);
      for (const [label, value] of master) expect(own.get(label), `${variant.id} ${label}`).toBe(value);
    }
  });

  it('notes are codes that hold for the product: core charges on rebuildable parts, vehicle notes on parts that fit vehicles', () => {
    const notes = rows('product_notes');
    for (const n of notes) {
      const p = byId.get(n.product_id as string)!;
      expect(isNoteKey(n.note as string), n.note as string).toBe(true);
      if (n.note === 'core-charge') expect(['batteries', 'alternators', 'starters', 'brake-calipers']).toContain(p.primary_category_id);
      if (['check-vin', 'without-sport-package', 'excludes-hybrid'].includes(n.note as string)) expect(p.universal, p.id as string).toBe(0);
      if (n.note === 'includes-hardware') expect(specsOf(p.id as string).get('Hardware Included')).not.toBe('No');
    }
    const year = new Map(rows('vehicle_models').map((m) => [m.id as string, m.year as number]));
    const noted = rows('fitments').filter((f) => f.note !== null);
    expect(noted.some((f) => (f.note as string).startsWith('built-after:'))).toBe(true);
    for (const f of noted) {
      expect(isNoteKey(f.note as string), f.note as string).toBe(true);
      // A production month lies in the vehicle's own model year.
      if ((f.note as string).startsWith('built-after:')) expect((f.note as string).slice(12, 16)).toBe(String(year.get(f.model_id as string)));
    }
  });

  it('has words in every catalogue language for each attribute and variation it states', () => {
    const stated = [
      ...rows('product_attributes').map((a) => [a.label, a.value]),
      ...rows('variation_values').map((v) => [v.attribute_name, v.name]),
    ] as [string, string][];
    for (const [label, value] of stated) {
      expect(ATTRIBUTE_LABELS[label], label).toBeDefined();
      for (const locale of ['en-US', 'fr-CA', 'es-US']) expect(knownAttributeValue(value, locale), `${value} ${locale}`).not.toBeNull();
    }
  });

  it('counts each parent category as the distinct products of its subtree, with and without a vehicle', () => {
    const parentOf = new Map(rows('categories').map((c) => [c.id as string, c.parent_id as string | null]));
    const fitted = group(rows('fitments'), 'model_id');
    const sellable = products.filter((p) => p.type !== 'variant');
    const vehicles: (string | null)[] = [null, '2018-toyota-camry', '2019-honda-civic', '2020-ford-f-150'];
    for (const model of vehicles) {
      const fits = model ? new Set((fitted.get(model) ?? []).map((f) => f.product_id as string)) : null;
      const counted = sellable.filter((p) => !fits || p.universal === 1 || fits.has(p.id as string));
      const perLeaf = new Map<string, Set<string>>();
      const perTop = new Map<string, Set<string>>();
      for (const p of counted) {
        for (const c of categoriesOf.get(p.id as string)!) {
          const top = parentOf.get(c.category_id as string);
          if (top === 'root' || top === null || top === undefined) continue;
          perLeaf.set(c.category_id as string, new Set([...(perLeaf.get(c.category_id as string) ?? []), p.id as string]));
          perTop.set(top, new Set([...(perTop.get(top) ?? []), p.id as string]));
        }
      }
      expect(perTop.size, model ?? 'no vehicle').toBeGreaterThan(3);
      for (const [top, distinct] of perTop) {
        const children = [...perLeaf].filter(([leaf]) => parentOf.get(leaf) === top).reduce((sum, [, ids]) => sum + ids.size, 0);
        expect(children, `${model ?? 'no vehicle'} ${top}`).toBe(distinct.size);
      }
    }
  });
});
