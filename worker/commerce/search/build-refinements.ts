import { attributeValue } from '../../../shared/catalogue/localize-attribute';
import { PART_POSITIONS } from '../../../shared/catalogue/part-position';
import { PRICE_BUCKETS, REFINEMENT_IDS } from '../../../shared/search/search-constants';
import type { Refinement, RefinementValue } from '../../../shared/search/search-types';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { CurrencyCode, LocaleId } from '../../../shared/sites/config';
import type { FacetRow } from '../../data/repos/search-repo';
import { priceValue } from './refine-input';

/** English labels for API clients; the storefront shows its own translated labels. */
export const REFINEMENT_LABELS: Record<string, string> = {
  cgid: 'Category',
  c_refinementColor: 'Color',
  c_size: 'Size',
  price: 'Price',
  c_isDeal: 'Deals',
  inStore: 'In Store',
  submodel: 'Trim',
  engine: 'Engine',
  c_position: 'Position',
};

export interface RefinementContext {
  total: number;
  selected: Record<string, string[]>;
  /** Children of the category the category refinement lists, in display order. */
  childCategories: { id: string; name: string }[];
  currency: CurrencyCode;
  locale: LocaleId;
}

const countOf = (rows: FacetRow[] | undefined) => new Map((rows ?? []).map((r) => [String(r.value), Number(r.n)]));
const title = (value: string) => value.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

function refinement(attributeId: string, values: RefinementValue[]): Refinement | null {
  return values.length ? { attributeId, label: REFINEMENT_LABELS[attributeId] ?? attributeId, values, isClientRefinement: false } : null;
}

/** Values with hits, plus selected values without hits so they can still be cleared. */
function fromCounts(attributeId: string, counts: Map<string, number>, ctx: RefinementContext, label: (v: string) => string, order?: string[]): RefinementValue[] {
  const keys = order ?? [...new Set([...counts.keys(), ...(ctx.selected[attributeId] ?? [])])].sort((a, b) => a.localeCompare(b));
  const selected = new Set(ctx.selected[attributeId] ?? []);
  return keys
    .filter((key) => (counts.get(key) ?? 0) > 0 || selected.has(key))
    .map((key) => {
      const hitCount = counts.get(key) ?? 0;
      return { label: label(key), value: key, hitCount, total: ctx.total, isDisabled: hitCount === 0 };
    });
}

/** Refinements with hit counts from the facet rows (document 2 §3). */
export function buildRefinements(facets: Record<string, FacetRow[]>, ctx: RefinementContext): Refinement[] {
  const out: (Refinement | null)[] = [];
  const names = new Map(ctx.childCategories.map((c) => [c.id, c.name]));
  if (facets.cgid) {
    out.push(refinement(REFINEMENT_IDS.category, fromCounts('cgid', countOf(facets.cgid), ctx, (id) => names.get(id) ?? id, ctx.childCategories.map((c) => c.id))));
  }
  out.push(refinement(REFINEMENT_IDS.color, fromCounts(REFINEMENT_IDS.color, countOf(facets.color), ctx, title).map((v) => ({ ...v, presentationId: v.value }))));
  // The value stays canonical (URLs work on every locale); only its label is read in the locale.
  out.push(refinement(REFINEMENT_IDS.size, fromCounts(REFINEMENT_IDS.size, countOf(facets.size), ctx, (v) => attributeValue(v, ctx.locale))));
  // Positions in a fixed order (front, rear, left, right), worded in the locale like sizes.
  const positionLabel = (v: string) => attributeValue(v.charAt(0).toUpperCase() + v.slice(1), ctx.locale);
  out.push(refinement(REFINEMENT_IDS.position, fromCounts(REFINEMENT_IDS.position, countOf(facets.position), ctx, positionLabel, [...PART_POSITIONS])));
  const priceCounts = countOf(facets.price);
  const priceByValue = new Map(PRICE_BUCKETS.map(([from, to], i) => [priceValue(from, to), priceCounts.get(String(i)) ?? 0]));
  const money = (major: number) => formatPrice(major * 100, ctx.currency, ctx.locale);
  const priceLabels = new Map(PRICE_BUCKETS.map(([from, to]) => [priceValue(from, to), to === null ? `${money(from)}+` : `${money(from)} - ${money(to)}`]));
  const priceOrder = [...priceLabels.keys(), ...(ctx.selected.price ?? []).filter((v) => !priceLabels.has(v))];
  out.push(refinement(REFINEMENT_IDS.price, fromCounts(REFINEMENT_IDS.price, priceByValue, ctx, (v) => priceLabels.get(v) ?? v, priceOrder)));
  out.push(refinement(REFINEMENT_IDS.deal, fromCounts(REFINEMENT_IDS.deal, countOf(facets.deal), ctx, () => REFINEMENT_LABELS.c_isDeal!, ['true'])));
  out.push(refinement(REFINEMENT_IDS.inStore, fromCounts(REFINEMENT_IDS.inStore, countOf(facets.inStore), ctx, () => REFINEMENT_LABELS.inStore!, ['true'])));
  for (const attributeId of [REFINEMENT_IDS.submodel, REFINEMENT_IDS.engine]) {
    const rows = facets[attributeId];
    if (!rows) continue;
    // Every option of the vehicle is listed; options no product fits are shown disabled.
    const values = rows.map((r) => {
      const hitCount = Number(r.n);
      return { label: String(r.value), value: String(r.value), hitCount, total: ctx.total, isDisabled: hitCount === 0 };
    });
    out.push(refinement(attributeId, values));
  }
  return out.filter((r): r is Refinement => r !== null);
}
