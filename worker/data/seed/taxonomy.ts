/** The whole parts taxonomy with lookups used by the product and category generators. */
import { ACCESSORIES } from './taxonomy-accessories.ts';
import { MECHANICAL } from './taxonomy-mechanical.ts';
import { SYSTEMS } from './taxonomy-systems.ts';
import type { LeafSpec, TopSpec } from './taxonomy-types.ts';

export interface Leaf extends LeafSpec {
  top: TopSpec;
}

export const TOPS: readonly TopSpec[] = [...MECHANICAL, ...SYSTEMS, ...ACCESSORIES];

export const LEAVES: readonly Leaf[] = TOPS.flatMap((top) => top.leaves.map((leaf) => ({ ...leaf, top })));

export const LEAF_BY_ID: ReadonlyMap<string, Leaf> = new Map(LEAVES.map((leaf) => [leaf.id, leaf]));

/** Leaves with their share of products, for weighted picks. */
export const LEAF_WEIGHTS: readonly (readonly [Leaf, number])[] = LEAVES.map((leaf) => [leaf, leaf.share ?? 1]);

/** Leaf by id; throws on a typo so templates fail loudly. */
export function leaf(id: string): Leaf {
  const found = LEAF_BY_ID.get(id);
  if (!found) throw new Error(`unknown leaf category ${id}`);
  return found;
}

// Parts that only exist on combustion engines; they never fit battery-electric vehicles.
const ICE_TOPS = new Set(['engine', 'exhaust']);
const ICE_LEAVES = new Set(['oil-filters', 'air-filters', 'fuel-filters', 'transmission-filters', 'clutch-kits', 'radiator-hoses']);

/** True when a leaf's parts only fit combustion-engine vehicles. */
export function isCombustionOnly(l: Leaf): boolean {
  return ICE_TOPS.has(l.top.id) || ICE_LEAVES.has(l.id);
}
