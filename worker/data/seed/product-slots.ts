/**
 * Product slots: slot i becomes one product (or a master with variants). Everything about a slot
 * is a pure function of i, so adding slots never changes earlier ones.
 */
import { rng } from './hash.ts';
import { leafPack } from './part-qualifiers.ts';
import { LEAF_WEIGHTS, LEAVES, type Leaf } from './taxonomy.ts';

export type SlotKind = 'item' | 'master' | 'set' | 'bundle';

export interface Slot {
  index: number;
  kind: SlotKind;
  leaf: Leaf;
  /** Showcase slots fit a 2019 Honda Civic, so the demo vehicle always has parts. */
  showcase: boolean;
}

// Non-universal leaves of the four showcase departments, three products each, oil filters six.
const SHOWCASE_TOPS = new Set(['brakes', 'filters', 'engine', 'suspension-steering']);
const SHOWCASE_LEAVES: readonly Leaf[] = LEAVES.filter((l) => SHOWCASE_TOPS.has(l.top.id) && !l.universal).flatMap((l) =>
  Array.from({ length: l.id === 'oil-filters' ? 6 : 3 }, () => l),
);

/** Whether a leaf can carry a master with colour or size variants. */
export function hasVariations(l: Leaf): boolean {
  return (l.colors?.length ?? 0) >= 2 || (l.sizes?.length ?? 0) >= 2;
}

// Only some leaves can vary by colour or size; scale their master rate so masters are ~3% overall.
const VARIATION_WEIGHT = LEAF_WEIGHTS.reduce((sum, [l, w]) => sum + (hasVariations(l) ? w : 0), 0);
const TOTAL_WEIGHT = LEAF_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
const MASTER_RATE = (0.03 * TOTAL_WEIGHT) / VARIATION_WEIGHT;

/** The slot at index i: about 1% sets, 1% bundles, 3% masters, the rest plain items. */
export function slotAt(index: number): Slot {
  const showcaseLeaf = SHOWCASE_LEAVES[index];
  if (showcaseLeaf) return { index, kind: 'item', leaf: showcaseLeaf, showcase: true };
  const r = rng('slot', index);
  const leaf = r.weighted(LEAF_WEIGHTS);
  const roll = r.next();
  let kind: SlotKind = 'item';
  if (roll < 0.01) kind = 'set';
  else if (roll < 0.02) kind = 'bundle';
  else if (roll < 0.02 + MASTER_RATE && hasVariations(leaf)) kind = 'master';
  return { index, kind, leaf, showcase: false };
}

/** Product id of a slot's (first) product, e.g. "AX-BRK-100234". */
export function slotProductId(slot: Slot): string {
  return `AX-${slot.leaf.top.code}-${100000 + slot.index}`;
}

export interface ChildRef {
  slot: Slot;
  quantity: number;
}

/**
 * Children of a set or bundle: plain items from earlier slots, found by a bounded backwards walk
 * so the answer never depends on later slots.
 */
export function slotChildren(slot: Slot): ChildRef[] {
  if ((slot.kind !== 'set' && slot.kind !== 'bundle') || slot.index === 0) return [];
  const r = rng('children', slot.index);
  const want = slot.kind === 'set' ? r.int(2, 3) : r.int(2, 4);
  const found: ChildRef[] = [];
  let j = r.int(0, slot.index - 1);
  for (let step = 0; step < Math.min(slot.index, 2000) && found.length < want; step++, j = (j + slot.index - 1) % slot.index) {
    const candidate = slotAt(j);
    if (candidate.kind !== 'item') continue;
    // A set stays in one department; a bundle leads with a part of its own department.
    if ((slot.kind === 'set' || found.length === 0) && candidate.leaf.top.id !== slot.leaf.top.id) continue;
    if (found.some((c) => c.slot.leaf.id === candidate.leaf.id)) continue;
    // A part sold in pairs or sets goes into a kit as whole packs (decision 288).
    found.push({ slot: candidate, quantity: (slot.kind === 'bundle' ? r.int(1, 2) : 1) * leafPack(candidate.leaf) });
  }
  return found.length >= 2 ? found : [];
}

/**
 * The leaf category a slot's product lives in: its own, except that a set or bundle is a kit of
 * its lead part's type and lives in that part's leaf (products.ts builds it the same way).
 */
export function slotLeaf(slot: Slot): Leaf {
  if (slot.kind !== 'set' && slot.kind !== 'bundle') return slot.leaf;
  return slotChildren(slot)[0]?.slot.leaf ?? slot.leaf;
}
