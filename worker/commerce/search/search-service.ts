import { DEFAULT_LIST_SORT, DEFAULT_SEARCH_SORT, FITMENT_ATTRIBUTES, MOST_BOUGHT_BADGES, SORTING_RULE_IDS, SUGGESTED_ITEMS_MAX, SUGGESTED_PRODUCTS_MAX, VEHICLE_SORT, type SortingRuleId } from '../../../shared/search/search-constants';
import type { SearchQuery, SearchResult, SearchSuggestions } from '../../../shared/search/search-types';
import type { LocaleConfig, SiteConfig } from '../../../shared/sites/config';
import type { CondensedHit, ProductHit } from '../../../shared/types/product';
import { getHitData, getSearchContext } from '../../data/repos/products-repo';
import { runCondensedSearch, runSearch, type SearchSqlInput } from '../../data/repos/search-repo';
import { topForVehicle } from '../../data/repos/vehicle-units-repo';
import { BadRequestError } from '../../errors';
import type { CategoryService } from '../catalog/category-service';
import { buildRefinements } from './build-refinements';
import { ftsExpression, partNumberCandidate } from './fts-query';
import { partNumberQueryKey } from '../../../shared/catalogue/part-number-key';
import { priceBoundsMinor, toSqlRefine } from './refine-input';
import { shapeHits } from './shape-hits';
import { getSuggestions } from './suggestions';

export const SORT_LABELS: Record<SortingRuleId, string> = {
  'best-sellers': 'Best Sellers',
  'most-bought-for-vehicle': 'Most Bought for Your Vehicle',
  'best-matches': 'Best Matches',
  'price-low-to-high': 'Price Low To High',
  'price-high-to-low': 'Price High to Low',
  'top-rated': 'Top Rated',
  newest: 'Newest',
};
const CONDENSED_MAX = 500;
const SEARCH_ROOT = 'parts';

export interface SearchServiceDeps {
  db: D1Database;
  site: SiteConfig;
  locale: LocaleConfig;
  lang: string;
  categories: CategoryService;
}

export interface VehicleModel {
  modelId: string;
  year: number;
  makeName: string;
  modelName: string;
}

/**
 * Sort ids a result offers: best-matches only when there is text to match, most bought for the
 * vehicle only when there is a vehicle (decision 290).
 */
export function sortingRuleIds(hasText: boolean, hasVehicle: boolean): SortingRuleId[] {
  return SORTING_RULE_IDS.filter((id) => (hasText || id !== 'best-matches') && (hasVehicle || id !== VEHICLE_SORT));
}

/**
 * The sort a result is given: the vehicle's ranking asked for without a vehicle (a link shared
 * from a shopper who had one) is the all-vehicles ranking, best sellers (decision 290).
 */
export function appliedSort(sort: SortingRuleId, hasVehicle: boolean): SortingRuleId {
  return sort === VEHICLE_SORT && !hasVehicle ? DEFAULT_LIST_SORT : sort;
}

/** Marks the hits a vehicle bought most of with their place (1 = most), for the card badge (decision 291). */
export function withMostBought<T extends { productId: string }>(hits: T[], mostBought: readonly string[]): (T & { mostBoughtRank?: number })[] {
  const rank = new Map(mostBought.slice(0, MOST_BOUGHT_BADGES).map((id, i) => [id, i + 1]));
  return hits.map((hit) => (rank.has(hit.productId) ? { ...hit, mostBoughtRank: rank.get(hit.productId)! } : hit));
}

/** The default sort: best-matches for text search, best-sellers for lists (document 2 §9). */
export function defaultSort(hasText: boolean): SortingRuleId {
  return hasText ? DEFAULT_SEARCH_SORT : DEFAULT_LIST_SORT;
}

/** Checks a sort id; a bad one is a 400. */
export function parseSort(value: string | undefined | null, hasText: boolean): SortingRuleId {
  if (!value) return defaultSort(hasText);
  if (!(SORTING_RULE_IDS as readonly string[]).includes(value)) throw new BadRequestError(`sort must be one of ${SORTING_RULE_IDS.join(', ')}`);
  return value as SortingRuleId;
}

/** The search engine over D1 for one site and locale (document 2 §3, §7). */
export function createSearchService(deps: SearchServiceDeps) {
  const currency = deps.site.l10n.defaultCurrency;
  const country = deps.site.l10n.country;
  const onlineList = `online-${country.toLowerCase()}`;
  // Pickup, and with it the In Store refinement, is offered on the Canadian site only (document 2 §9).
  const pickupOffered = country === 'CA';

  async function sqlInput(query: SearchQuery): Promise<SearchSqlInput> {
    const modelId = query.vehicle?.modelId.toLowerCase();
    const context = await getSearchContext(deps.db, { modelId, country, storeId: query.storeId });
    if (modelId && !context.vehicle) throw new BadRequestError(`Unknown vehicle: ${modelId}`);
    if (query.storeId && !context.storeList) throw new BadRequestError(`Unknown selectedStore for ${deps.site.id}: ${query.storeId}`);
    const q = query.q?.trim() ?? '';
    return {
      lang: deps.lang,
      currency,
      match: q ? ftsExpression(q) : undefined,
      partNumber: q ? partNumberCandidate(q) : undefined,
      interchangeKey: q ? partNumberQueryKey(q) : undefined,
      categoryId: query.categoryId,
      modelId,
      onlineList,
      storeList: context.storeList ?? '',
      inStockOnly: query.inStockOnly ?? false,
      ...(query.hitTypes ? { hitTypes: query.hitTypes } : {}),
      refine: toSqlRefine(query.refine, Boolean(query.vehicle), pickupOffered),
    };
  }

  async function categoryFacet(categoryId: string | undefined) {
    const parentId = categoryId ?? SEARCH_ROOT;
    const parent = await deps.categories.getCategory(parentId, 1);
    if (!parent && categoryId) throw new BadRequestError(`Unknown category: ${categoryId}`);
    const children = (parent?.categories ?? []).filter((c) => c.c_haveOnlineProducts).map((c) => ({ id: c.id, name: c.name }));
    return { parentId: children.length ? parentId : null, children };
  }

  return {
    /** Hits, refinements with hit counts, sorting options and pagination for a query. */
    async search(asked: SearchQuery): Promise<SearchResult> {
      const query = { ...asked, sort: appliedSort(asked.sort, Boolean(asked.vehicle)) };
      const [input, facet] = await Promise.all([sqlInput(query), categoryFacet(query.categoryId)]);
      const hasText = Boolean(query.q?.trim());
      if (hasText && !input.match && !input.partNumber && !input.interchangeKey) return emptyResult(query, hasText, currency);
      const fitment = query.fitmentAttributes ?? FITMENT_ATTRIBUTES;
      const page = { sort: query.sort, offset: query.offset, limit: query.limit, badges: MOST_BOUGHT_BADGES };
      const rows = await runSearch(deps.db, input, page, { cgidParent: facet.parentId, priceBounds: priceBoundsMinor(), fitment, inStore: pickupOffered });
      const data = await getHitData(deps.db, rows.ids, { lang: deps.lang, currency, onlineList, modelId: input.modelId });
      const qualifiers = query.vehicle && {
        submodel: query.refine.submodel?.[0] ?? query.vehicle.submodel,
        engine: query.refine.engine?.[0] ?? query.vehicle.engine,
      };
      return {
        ...emptyResult(query, hasText, currency),
        hits: withMostBought(shapeHits(rows.ids, data.rows, data, currency, qualifiers || undefined, deps.locale.id, input.interchangeKey), rows.mostBought),
        total: rows.total,
        pagination: { currentPage: Math.floor(query.offset / query.limit) + 1, pageSize: query.limit, total: rows.total },
        refinements: buildRefinements(rows.facets, {
          total: rows.total,
          selected: query.refine,
          childCategories: facet.children,
          currency,
          locale: deps.locale.id,
        }),
      };
    },

    /** The vehicle landing page's "Most bought for your {vehicle}" products, best first (decision 291). */
    async mostBoughtFor(modelId: string, limit: number): Promise<ProductHit[]> {
      const id = modelId.toLowerCase();
      const ids = await topForVehicle(deps.db, id, currency, limit);
      const data = await getHitData(deps.db, ids, { lang: deps.lang, currency, onlineList, modelId: id });
      return withMostBought(shapeHits(ids, data.rows, data, currency, {}, deps.locale.id), ids);
    },

    /** Every hit (capped) in a condensed form, for deriving filters (document 2 §7). */
    async condensed(query: SearchQuery): Promise<{ total: number; hits: CondensedHit[] }> {
      const input = await sqlInput(query);
      if (query.q?.trim() && !input.match && !input.partNumber && !input.interchangeKey) return { total: 0, hits: [] };
      const rows = await runCondensedSearch(deps.db, input, CONDENSED_MAX);
      return {
        total: rows.length,
        hits: rows.map((r) => ({ productId: r.id, price: r.price, c_isDeal: r.is_deal === 1, c_refinementColor: r.color, c_size: r.size })),
      };
    },

    /** Header popover suggestions: categories, phrases and products. */
    suggestions(q: string, modelId: string | null): Promise<SearchSuggestions> {
      return getSuggestions(
        { db: deps.db, lang: deps.lang, currency, onlineList },
        q,
        modelId,
        { products: SUGGESTED_PRODUCTS_MAX, items: SUGGESTED_ITEMS_MAX },
      );
    },
  };
}

function emptyResult(query: SearchQuery, hasText: boolean, currency: SearchResult['currency']): SearchResult {
  return {
    hits: [],
    refinements: [],
    total: 0,
    offset: query.offset,
    limit: query.limit,
    pagination: { currentPage: Math.floor(query.offset / query.limit) + 1, pageSize: query.limit, total: 0 },
    sortingOptions: sortingRuleIds(hasText, Boolean(query.vehicle)).map((id) => ({ id, label: SORT_LABELS[id] })),
    selectedSortingOption: query.sort,
    selectedRefinements: query.refine,
    ...(hasText ? { query: query.q!.trim() } : {}),
    currency,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
