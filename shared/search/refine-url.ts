/**
 * Listing URL query (document 1 §2.9): limit, offset, sort and refine, where refine is a list of
 * attribute=value groups with multiple values separated by a vertical bar. Page changes set
 * `page` (document 2 §4); `offset` is read too, with the default limit when none is given, and
 * an offset that is not a page start is kept as is (decision 044).
 */
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from './search-constants';

export type RefineMap = Record<string, string[]>;

export interface ListingState {
  q?: string;
  /** Model id when the vehicle travels in the query (search mode). */
  vehicle?: string;
  refine: RefineMap;
  sort?: string;
  /** 1-based page. */
  page?: number;
  /** An `offset` from the URL that is not the start of a page (else it is read as `page`). */
  offset?: number;
  limit?: number;
}

/** A listing query the store cannot read; its message is shown with a 400. */
export class ListingQueryError extends Error {
  override name = 'ListingQueryError';
}

const ATTRIBUTE = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;
const MAX_GROUPS = 20;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;

/** Reads refine groups ("attr=v1|v2"); a repeated attribute merges its values. */
export function parseRefineParams(groups: readonly string[]): RefineMap {
  if (groups.length > MAX_GROUPS) throw new ListingQueryError(`refine accepts at most ${MAX_GROUPS} groups`);
  const refine: RefineMap = {};
  for (const group of groups) {
    const at = group.indexOf('=');
    const attribute = at > 0 ? group.slice(0, at) : '';
    if (!ATTRIBUTE.test(attribute)) throw new ListingQueryError(`refine must look like attribute=value1|value2, got "${group.slice(0, 60)}"`);
    const values = group.slice(at + 1).split('|').map((v) => v.trim()).filter(Boolean);
    if (!values.length) throw new ListingQueryError(`refine ${attribute} has no value`);
    if (values.some((v) => v.length > MAX_VALUE_LENGTH)) throw new ListingQueryError(`refine ${attribute} has a value over ${MAX_VALUE_LENGTH} characters`);
    const merged = [...new Set([...(refine[attribute] ?? []), ...values])];
    if (merged.length > MAX_VALUES) throw new ListingQueryError(`refine ${attribute} accepts at most ${MAX_VALUES} values`);
    refine[attribute] = merged;
  }
  return refine;
}

/** Refine groups in a stable order (attributes sorted, values as chosen). */
export function formatRefineParams(refine: RefineMap): string[] {
  return Object.keys(refine)
    .filter((attribute) => refine[attribute]?.length)
    .sort()
    .map((attribute) => `${attribute}=${refine[attribute]!.join('|')}`);
}

function wholeNumber(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ListingQueryError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

/** The listing state of a page URL's query; throws ListingQueryError on bad input. */
export function parseListingQuery(query: URLSearchParams): ListingState {
  const q = query.get('q')?.trim();
  if (q && q.length > MAX_QUERY_LENGTH) throw new ListingQueryError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
  const limit = wholeNumber(query, 'limit', 1, MAX_PAGE_SIZE);
  const offset = wholeNumber(query, 'offset', 0, MAX_OFFSET);
  const pageSize = limit ?? DEFAULT_PAGE_SIZE;
  let page = wholeNumber(query, 'page', 1, MAX_OFFSET);
  let keptOffset: number | undefined;
  // `page` wins; an offset on a page boundary is that page, any other offset is kept as it is.
  if (page === undefined && offset !== undefined) {
    if (offset % pageSize === 0) page = offset / pageSize + 1;
    else keptOffset = offset;
  }
  const state: ListingState = { refine: parseRefineParams(query.getAll('refine')) };
  if (q) state.q = q;
  const vehicle = query.get('vehicle');
  if (vehicle) state.vehicle = vehicle.toLowerCase();
  const sort = query.get('sort');
  if (sort) state.sort = sort;
  if (page !== undefined) state.page = page;
  if (keptOffset !== undefined) state.offset = keptOffset;
  if (limit !== undefined) state.limit = limit;
  return state;
}

/** Where the results of a listing state start: its page's first item, or its kept offset. */
export function listingOffset(state: Pick<ListingState, 'page' | 'offset'>, limit: number): number {
  if (state.page !== undefined) return (state.page - 1) * limit;
  return state.offset ?? 0;
}

/** The query string ('' or '?…') of a listing state; defaults are left out. */
export function buildListingSearch(state: ListingState, defaults: { sort: string; limit: number }): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.vehicle) query.set('vehicle', state.vehicle);
  for (const group of formatRefineParams(state.refine)) query.append('refine', group);
  if (state.sort && state.sort !== defaults.sort) query.set('sort', state.sort);
  if (state.limit && state.limit !== defaults.limit) query.set('limit', String(state.limit));
  if (state.page && state.page > 1) query.set('page', String(state.page));
  else if (state.page === undefined && state.offset) query.set('offset', String(state.offset));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Adds or removes one value. Multi-select refinements toggle the value; single-select ones
 * replace it, and choosing the selected value again clears the refinement (document 2 §4).
 */
export function toggleRefinement(refine: RefineMap, attribute: string, value: string, single: boolean): RefineMap {
  const current = refine[attribute] ?? [];
  const selected = current.includes(value);
  const next = single ? (selected ? [] : [value]) : selected ? current.filter((v) => v !== value) : [...current, value];
  return withValues(refine, attribute, next);
}

/** Removes one refinement entirely (Clear). */
export function clearRefinement(refine: RefineMap, attribute: string): RefineMap {
  return withValues(refine, attribute, []);
}

function withValues(refine: RefineMap, attribute: string, values: string[]): RefineMap {
  const next: RefineMap = { ...refine };
  if (values.length) next[attribute] = values;
  else delete next[attribute];
  return next;
}
