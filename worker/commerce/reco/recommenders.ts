import type { RecommenderName } from '../../../shared/reco/recommendation';

/** A recommender as GET /personalization/recommenders/{siteId} lists it. */
export interface RecommenderInfo {
  name: RecommenderName;
  description: string;
  /** Title a storefront may show above its results. */
  displayMessage: string;
  /** What the call needs: anchor products, categories, or nothing. */
  inputs: ('products' | 'categories')[];
}

/** The engine's recommenders (decision 092). */
export const RECOMMENDERS: readonly RecommenderInfo[] = [
  {
    name: 'other-parts-for-vehicle',
    description: 'Parts for the same vehicle: bought or viewed together, then complementary categories, then the category best sellers.',
    displayMessage: 'More Parts for Your Vehicle',
    inputs: ['products', 'categories'],
  },
  { name: 'pdp-similar-items', description: 'Best sellers of the same category as the product.', displayMessage: 'Similar Items', inputs: ['products', 'categories'] },
  { name: 'viewed-recently-einstein', description: 'The given products (the shopper’s history), most recent first.', displayMessage: 'Recently Viewed', inputs: ['products'] },
  { name: 'bought-together', description: 'Products other shoppers viewed, clicked or bought together with the given products.', displayMessage: 'Frequently Bought Together', inputs: ['products'] },
  { name: 'home-top-sellers', description: 'Best sellers of the given categories, else of the whole catalog.', displayMessage: 'Top Sellers', inputs: ['categories'] },
];

/** Zones (page slots) and the recommender each one answers with. */
export const ZONES: Readonly<Record<string, RecommenderName>> = {
  'pdp-other-parts': 'other-parts-for-vehicle',
  'pdp-similar': 'pdp-similar-items',
  'cart-recommendations': 'other-parts-for-vehicle',
  'home-recently-viewed': 'viewed-recently-einstein',
  'home-top-sellers': 'home-top-sellers',
};

export function findRecommender(name: string): RecommenderInfo | undefined {
  return RECOMMENDERS.find((r) => r.name === name);
}
