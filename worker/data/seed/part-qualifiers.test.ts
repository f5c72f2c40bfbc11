/**
 * Position and pack of the generated catalogue (issue 30): a part says the position its name and
 * specifications give, a kit holds whole pairs and sets, and tier quantities are whole packs.
 */
import { describe, expect, it } from 'vitest';
import { PART_POSITIONS } from '../../../shared/catalogue/part-position';
import { generate, rowsOf } from './test-support.ts';

const { tables } = generate('default');
const rows = (table: string) => rowsOf(tables, table);
const products = rows('products');
const byId = new Map(products.map((p) => [p.id as string, p]));
const english = new Map(rows('product_texts').filter((t) => t.lang === 'en').map((t) => [t.product_id as string, t.name as string]));
const specs = new Map<string, Map<string, string>>();
for (const a of rows('product_attributes')) specs.set(a.product_id as string, new Map([...(specs.get(a.product_id as string) ?? []), [a.label as string, a.value as string]]));

// Pieces per leaf chosen for the seed (decision 288).
const PACKS: Record<string, number> = { 'brake-rotors': 2, 'shocks-struts': 2, 'wiper-blades': 2, 'spark-plugs': 4 };
const STATED: Record<string, string> = { Front: 'front', Rear: 'rear', 'Driver Side': 'left', 'Passenger Side': 'right' };

describe('position and pack of the generated catalogue', { timeout: 60_000 }, () => {
  it('gives each part the position its Position or Side states, and none to anything else', () => {
    const counts = new Map<string, number>();
    for (const p of products) {
      const id = p.id as string;
      const own = specs.get(id) ?? new Map<string, string>();
      const stated = own.get('Position') ?? own.get('Side');
      const expected = p.type === 'set' || p.type === 'bundle' || stated === undefined ? null : (STATED[stated] ?? null);
      // A master that varies by position states none itself; its variants do.
      if (p.type === 'master' && stated === undefined) expect(p.position, id).toBeNull();
      else expect(p.position ?? null, `${id} "${english.get(id)}"`).toBe(expected);
      if (p.position) counts.set(p.position as string, (counts.get(p.position as string) ?? 0) + 1);
    }
    for (const position of PART_POSITIONS) expect(counts.get(position) ?? 0, position).toBeGreaterThan(20);
  });

  it('says Front on a front brake rotor and Rear on a rear one, in its name and its position', () => {
    const rotors = products.filter((p) => p.primary_category_id === 'brake-rotors' && (p.type === 'item' || p.type === 'variant'));
    expect(rotors.length).toBeGreaterThan(20);
    for (const p of rotors) {
      const name = english.get(p.id as string)!;
      expect(name).toMatch(p.position === 'front' ? /\bFront\b/ : /\bRear\b/);
      expect(['front', 'rear']).toContain(p.position);
    }
  });

  it('sells rotors, shocks and struts, and wiper blades in pairs and spark plugs in sets of 4; everything else one at a time', () => {
    for (const p of products) {
      const kit = p.type === 'set' || p.type === 'bundle';
      expect(p.pack_quantity, p.id as string).toBe(kit ? 1 : (PACKS[p.primary_category_id as string] ?? 1));
    }
    for (const leaf of Object.keys(PACKS)) expect(products.some((p) => p.primary_category_id === leaf && p.type === 'item'), leaf).toBe(true);
  });

  it('puts whole pairs and sets into kits, and prices tiers of them in whole packs', () => {
    let packedChildren = 0;
    for (const c of rows('product_children')) {
      const pack = byId.get(c.child_id as string)!.pack_quantity as number;
      expect((c.quantity as number) % pack, `${c.parent_id} → ${c.child_id}`).toBe(0);
      if (pack > 1) packedChildren++;
    }
    expect(packedChildren).toBeGreaterThan(0);
    for (const t of rows('price_tiers')) expect((t.quantity as number) % (byId.get(t.product_id as string)!.pack_quantity as number), t.product_id as string).toBe(0);
  });
});
