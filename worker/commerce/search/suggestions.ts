import { resolvePrice } from '../../../shared/pricing/price-rules';
import type { SearchSuggestions } from '../../../shared/search/search-types';
import type { CurrencyCode } from '../../../shared/sites/config';
import { completeTerm, getProductHitRows, suggestCategories, suggestProductIds } from '../../data/repos/products-repo';
import { ftsExpression, queryTokens } from './fts-query';

interface Deps {
  db: D1Database;
  lang: string;
  currency: CurrencyCode;
  onlineList: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The vocabulary's most frequent completions checked against the shopper's language, per query.
const PHRASE_CANDIDATES = 24;

/**
 * Suggestions for a typed query (document 1 §2.8): categories whose names have a word starting
 * with the query, phrases completing its last word from the index vocabulary, and best-selling
 * matching products (for the vehicle when one is given).
 */
export async function getSuggestions(deps: Deps, q: string, modelId: string | null, max: { products: number; items: number }): Promise<SearchSuggestions> {
  const query = q.trim();
  const tokens = queryTokens(query);
  const match = ftsExpression(query);
  if (!match || !tokens.length) return { query, categories: [], phrases: [], products: [] };
  const last = tokens[tokens.length - 1]!;
  const head = tokens.slice(0, -1).join(' ');
  const like = escapeLike(query);
  const [categories, completions, ids] = await Promise.all([
    suggestCategories(deps.db, `${like}%`, `% ${like}%`, deps.lang, max.items),
    // Only words of the shopper's language, in a phrase that finds products in it ("oil filters",
    // never "oil filtres"): a suggestion the search would answer with nothing is no suggestion.
    completeTerm(deps.db, last.normalize('NFD').replace(/\p{M}/gu, ''), ftsExpression(head) ?? '', deps.lang, PHRASE_CANDIDATES, max.items + 1),
    suggestProductIds(deps.db, match, deps.lang, modelId, max.products),
  ]);
  const phrases = [...new Set(completions.filter((term) => term !== last || head).map((term) => (head ? `${head} ${term}` : term)))].slice(0, max.items);
  const rows = await getProductHitRows(deps.db, ids, deps.lang, deps.currency, deps.onlineList);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const products = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row || row.list_minor === null || row.sale_minor === null) return [];
    const { price } = resolvePrice({ list: row.list_minor, sale: row.sale_minor, promotion: row.promotion_minor });
    const href = `/${row.parent_category_id ?? 'product'}/${row.primary_category_id}/${row.id}`;
    return [{ productId: row.id, name: row.name, image: row.image_url, price, currency: deps.currency, href }];
  });
  return {
    query,
    categories: categories.map((c) => ({ id: c.id, name: c.name, parentId: c.parent_id })),
    phrases,
    products,
  };
}
