/** Product entities (items, masters with variants, sets, bundles) built from product slots. */
import { pickBrand, type Brand } from './brands.ts';
import { NEW_ARRIVALS_ID } from './categories.ts';
import { rng, type Rng } from './hash.ts';
import { roundNinetyNine } from './prices.ts';
import { COLOR_NAMES, groupNames, productNames } from './product-texts.ts';
import { slotAt, slotChildren, slotProductId, type Slot } from './product-slots.ts';
import type { Leaf } from './taxonomy.ts';
import type { SizeSpec, Template, Texts } from './taxonomy-types.ts';

export type ProductType = 'item' | 'master' | 'variant' | 'set' | 'bundle';

export interface Variation {
  attributeId: 'color' | 'size';
  attributeName: string;
  values: { value: string; name: string }[];
}

export interface Product {
  id: string;
  type: ProductType;
  masterId: string | null;
  brand: Brand;
  partNumber: string;
  leaf: Leaf;
  weightLb: number;
  unitsSold: number;
  orderable: number;
  isDeal: number;
  color: string | null;
  size: string | null;
  universal: boolean;
  ratingAverage: number;
  ratingCount: number;
  createdAt: number;
  /** The base name the product's names (and the attributes they state) come from. */
  template: Template;
  names: Texts;
  categories: string[];
  /** USD list price in cents, before discounts. */
  listUsdMinor: number;
  imageCount: number;
  /** Key of the random stream for fitments: variants share their master's vehicles. */
  fitmentKey: string;
  showcase: boolean;
  variation?: Variation;
  variantValue?: { attributeId: string; value: string };
  children?: { childId: string; quantity: number }[];
}

// created_at spans 2024-01-01 to 2026-04-01; anything from 2026 on is a "new arrival".
const CREATED_FROM = Date.UTC(2024, 0, 1) / 1000;
const CREATED_TO = Date.UTC(2026, 3, 1) / 1000;
export const NEW_ARRIVAL_SINCE = Date.UTC(2026, 0, 1) / 1000;

const round1 = (n: number): number => Math.round(n * 10) / 10;
const toNinetyNine = (dollars: number): number => roundNinetyNine(dollars * 100);

/** Short code for a variation value used as the variant id suffix ("black" → "BLK"). */
export function variantCode(value: string): string {
  const codes: Record<string, string> = { black: 'BLK', blue: 'BLU', brown: 'BRN', green: 'GRN', grey: 'GRY', silver: 'SLV', navy: 'NVY', orange: 'ORG', pink: 'PNK', purple: 'PRP', white: 'WHT', yellow: 'YLW', beige: 'BGE', gold: 'GLD', red: 'RED' };
  return codes[value] ?? value.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

/** Fields every product type draws the same way. */
function commonFields(r: Rng, leaf: Leaf) {
  const createdAt = r.int(CREATED_FROM, CREATED_TO);
  const isNew = createdAt >= NEW_ARRIVAL_SINCE;
  // A product sits only in its own type's leaf, plus the cross-cutting new arrivals. The two draws
  // that used to put one product in ten into a sibling leaf stay, so the later draws of the stream
  // (ratings, prices, images) keep their values.
  if (!isNew && r.chance(0.1)) r.next();
  const extra = isNew ? NEW_ARRIVALS_ID : null;
  const rated = r.chance(0.75);
  const lowRated = r.chance(0.05);
  const u = r.next();
  return {
    weightLb: round1(leaf.weight[0] + r.next() * (leaf.weight[1] - leaf.weight[0])),
    unitsSold: r.chance(0.4) ? 0 : Math.floor(2000 * r.next() ** 4),
    orderable: r.chance(0.01) ? 0 : 1,
    isDeal: r.chance(0.15) ? 1 : 0,
    ratingAverage: rated ? round1(lowRated ? 1 + 1.5 * u : 5 - 2.2 * u * u) : 0,
    ratingCount: rated ? 1 + Math.floor(400 * r.next() ** 3) : 0,
    createdAt,
    categories: extra ? [leaf.id, extra] : [leaf.id],
    imageCount: r.int(1, 3),
    listUsdMinor: toNinetyNine(leaf.price[0] + r.next() ** 1.5 * (leaf.price[1] - leaf.price[0])),
  };
}

function buildItem(slot: Slot): Product {
  const id = slotProductId(slot);
  const r = rng('product', slot.index);
  const { leaf } = slot;
  const brand = pickBrand(r, leaf.top.id);
  const template = r.pick(leaf.products);
  const size = leaf.sizes ? r.pick(leaf.sizes) : null;
  const color = leaf.colors ? r.pick(leaf.colors) : null;
  const universal = !slot.showcase && r.chance(leaf.universal ?? 0);
  return {
    id, type: 'item', masterId: null, brand, partNumber: `${brand.code}-${r.int(10000, 99999)}`, leaf,
    color, size: size?.value ?? null, universal, template, names: productNames(rng('names', id), template, size, color),
    fitmentKey: id, showcase: slot.showcase, ...commonFields(r, leaf),
  };
}

function buildMaster(slot: Slot): Product[] {
  const master = buildItem(slot);
  const r = rng('variation', slot.index);
  const { leaf } = slot;
  const template = r.pick(leaf.products);
  const byColor = (leaf.colors?.length ?? 0) >= 2;
  const options = byColor ? leaf.colors! : leaf.sizes!.map((s) => s.value);
  const picked = r.sample(options, r.int(2, Math.min(4, options.length)));
  const sizeOf = (value: string | null): SizeSpec | null => leaf.sizes?.find((s) => s.value === value) ?? null;
  const fixedSize = byColor && leaf.sizes ? r.pick(leaf.sizes) : null;
  master.type = 'master';
  master.color = null;
  master.size = fixedSize?.value ?? null;
  master.template = template;
  master.names = productNames(rng('names', master.id), template, fixedSize, null);
  master.variation = {
    attributeId: byColor ? 'color' : 'size',
    attributeName: byColor ? 'Color' : 'Size',
    values: picked.map((value) => ({ value, name: byColor ? (COLOR_NAMES[value]?.en ?? value) : value })),
  };
  const variants = picked.map((value, k): Product => {
    const vr = rng('variant', `${master.id}:${value}`);
    const size = byColor ? fixedSize : sizeOf(value);
    const color = byColor ? value : null;
    return {
      ...master,
      id: `${master.id}-${variantCode(value)}`,
      type: 'variant',
      masterId: master.id,
      partNumber: `${master.partNumber}-${variantCode(value)}`,
      color,
      size: size?.value ?? null,
      names: productNames(rng('names', master.id), template, size, color),
      unitsSold: vr.chance(0.4) ? 0 : Math.floor(1000 * vr.next() ** 4),
      listUsdMinor: byColor ? master.listUsdMinor : toNinetyNine(master.listUsdMinor / 100 * (1 + 0.15 * k)),
      variation: undefined,
      variantValue: { attributeId: master.variation!.attributeId, value },
    };
  });
  return [master, ...variants];
}

function buildGroup(slot: Slot): Product {
  const children = slotChildren(slot);
  if (children.length === 0) return buildItem(slot);
  const kids = children.map((c) => ({ product: buildItem(c.slot), quantity: c.quantity }));
  const base = buildItem(slot);
  const total = kids.reduce((sum, k) => sum + k.product.listUsdMinor * k.quantity, 0);
  // A kit is of its lead part's type (a bundle is also named after it), so it lives in that part's leaf.
  const leaf = kids[0]!.product.leaf;
  return {
    ...base,
    leaf,
    categories: [leaf.id, ...base.categories.slice(1).filter((c) => c !== leaf.id)],
    type: slot.kind === 'set' ? 'set' : 'bundle',
    color: null,
    size: null,
    universal: kids.every((k) => k.product.universal),
    names: groupNames(slot.kind === 'set' ? 'set' : 'bundle', slot.leaf, kids[0]!.product.names),
    weightLb: round1(kids.reduce((sum, k) => sum + k.product.weightLb * k.quantity, 0)),
    listUsdMinor: toNinetyNine((total / 100) * 0.9),
    children: kids.map((k) => ({ childId: k.product.id, quantity: k.quantity })),
  };
}

/** Products of slot i: one item/set/bundle, or a master followed by its variants. */
export function slotProducts(index: number): Product[] {
  const slot = slotAt(index);
  if (slot.kind === 'master') return buildMaster(slot);
  if (slot.kind === 'set' || slot.kind === 'bundle') return [buildGroup(slot)];
  return [buildItem(slot)];
}
