import type { CurrencyCode } from '../sites/config';

/** Products are enriched this many ids per request (document 2 §7, §9). */
export const RECO_BATCH_SIZE = 24;
/** Recommendations a call answers by default and at most. */
export const RECO_DEFAULT_LIMIT = 12;
export const RECO_MAX_LIMIT = 24;

/** Recommender names of the engine (the spec's names where it gives them). */
export const RECOMMENDER_NAMES = ['other-parts-for-vehicle', 'pdp-similar-items', 'viewed-recently-einstein', 'bought-together', 'home-top-sellers'] as const;
export type RecommenderName = (typeof RECOMMENDER_NAMES)[number];

/** One recommended product (document 2 §3 Recommendation). Money is in minor units. */
export interface Recommendation {
  id: string;
  productId: string;
  productName: string;
  name: string;
  /** Base price: the list price when discounted, else what the shopper pays. */
  price: number;
  /** What the shopper pays when it is below the base price, else null. */
  discountPrice: number | null;
  brand: string;
  image: { url: string; title: string; alt: string } | null;
  imageGroups: { viewType: 'large'; images: { link: string; disBaseLink: string; alt: string }[] }[];
  imageUrl: string | null;
  c_extend: {
    currency: CurrencyCode;
    primaryCategoryId: string;
    parentCategoryId: string | null;
    unitsSoldToDate: number;
    universal: boolean;
    rating: { average: number; count: number };
    priceInfo: { salePrice: number; originalPrice: number | null };
  };
  /**
   * Fitment text: JSON keyed by lower-case model id, each a list of entries whose values follow
   * RECO_FITMENT_LABELS. Carries the requested vehicle's entries only (decision 091).
   */
  c_custitem_fitment: string | null;
}

/** The answer of a recommender or zone (document 2 §3 Recommendation). */
export interface RecsResult {
  recs: Recommendation[];
  recommenderName: string;
  recoUUID: string;
  displayMessage: string;
}

/** A result with no recommendations (failures and unknown anchors answer this). */
export function emptyRecs(recommenderName: string, recoUUID = ''): RecsResult {
  return { recs: [], recommenderName, recoUUID, displayMessage: '' };
}

/** Realm of a site: the first part of its id (document 2 §7), 'axle' for 'axle-us'. */
export function realmOf(siteId: string): string {
  return siteId.split('-')[0] ?? siteId;
}

/** Instance type sent with personalization calls: prd in production, sbx elsewhere (local hosts). */
export function instanceTypeFor(hostname: string): 'prd' | 'sbx' {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost') ? 'sbx' : 'prd';
}

/** API key of a recommender's result for the storefront (streamed on the product page, fetched by SWR). */
export function recsKey(siteId: string, localeId: string, recommender: RecommenderName, productIds: readonly string[], modelId: string | null): string {
  const query = new URLSearchParams({ site: siteId, locale: localeId });
  if (productIds.length) query.set('products', productIds.join(','));
  if (modelId) query.set('vehicle', modelId);
  return `/api/reco/${recommender}?${query.toString()}`;
}
