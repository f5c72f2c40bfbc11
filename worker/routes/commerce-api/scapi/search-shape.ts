/**
 * Shopper Search's ProductSearchResult from the engine's SearchResult (commerce-sdk-isomorphic
 * types): decimal prices, `productType` objects and `hitType`, a represented product, images with
 * `disBaseLink` and `title` on absolute links, and `selectedRefinements` values as strings
 * (several values joined by `|`, as the refine parameter writes them). The engine's own extras
 * (brand, part number, stock, rating, fitment) stay on each hit.
 */
import type { SearchResult } from '../../../../shared/search/search-types';
import type { ProductHit } from '../../../../shared/types/product';
import { absoluteLink, decimal, decimalOrNull } from './scapi-values';

/** SCAPI hit types of our product types (a standalone item is a "product" hit). */
export const HIT_TYPES = { item: 'product', master: 'master', set: 'set', bundle: 'bundle' } as const;

/** One hit in the Shopper Search shape. */
export function toScapiHit(hit: ProductHit, origin: string) {
  const { type, image, price, originalPrice, ...extras } = hit;
  const link = image ? absoluteLink(image.link, origin) : null;
  const pricebook = hit.currency.toLowerCase();
  return {
    ...extras,
    hitType: HIT_TYPES[type],
    productType: { [type]: true },
    representedProduct: { id: hit.productId },
    representedProducts: [{ id: hit.productId }],
    price: decimal(price),
    originalPrice: decimalOrNull(originalPrice),
    // The list price as the highest tier, which is how clients tell a struck-through price.
    ...(originalPrice !== null ? { tieredPrices: [{ price: decimal(originalPrice), pricebook: `${pricebook}-list-prices`, quantity: 1 }] } : {}),
    ...(link && image
      ? {
          image: { alt: image.alt, disBaseLink: link, link, title: hit.productName },
          imageGroups: [{ viewType: 'large', images: [{ alt: image.alt, disBaseLink: link, link, title: hit.productName }] }],
        }
      : {}),
  };
}

/** The whole result; `extraSelected` echoes refinements the engine takes apart (htype). */
export function toScapiSearchResult(result: SearchResult, origin: string, extraSelected: Record<string, string[]> = {}) {
  const { hits, refinements, selectedRefinements, query, currency, ...rest } = result;
  const selected = Object.fromEntries(
    Object.entries({ ...selectedRefinements, ...extraSelected })
      .filter(([, values]) => values.length)
      .map(([attribute, values]) => [attribute, values.join('|')]),
  );
  return {
    ...rest,
    currency,
    query: query ?? '',
    hits: hits.map((hit) => toScapiHit(hit, origin)),
    // The engine's refinements already have SCAPI's fields (attributeId, label, values with hitCount).
    refinements,
    selectedRefinements: selected,
    searchPhraseSuggestions: { suggestedTerms: [] as never[] },
  };
}
