import type { ProductSectionInput } from '../../../../shared/types/product-section';
import type { CachedLoaderContext } from '../loader-context';
import { deferRecommendationsSection } from './recommendations-section';
import { deferReviewsSection } from './reviews-section';
import { deferStockSection } from './stock-section';

/**
 * Starts the product page's slow sections; each streams behind its own Suspense boundary, and a
 * failure hides only that section (each deferrer catches to its fallback).
 */
export function deferProductSections(ctx: CachedLoaderContext, input: ProductSectionInput): void {
  deferStockSection(ctx, input);
  deferReviewsSection(ctx, input);
  deferRecommendationsSection(ctx, input);
}
