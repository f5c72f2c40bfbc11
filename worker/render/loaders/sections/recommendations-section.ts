import { emptyRecs, recsKey } from '../../../../shared/reco/recommendation';
import type { ProductSectionInput } from '../../../../shared/types/product-section';
import type { CachedLoaderContext } from '../loader-context';

/**
 * Starts "Other parts for your vehicle" for the product page: streamed behind Suspense under the
 * key GET /api/reco/… answers on client navigation. A failure yields an empty result, which hides
 * only this section.
 */
export function deferRecommendationsSection(ctx: CachedLoaderContext, input: ProductSectionInput): void {
  const key = recsKey(ctx.site.id, ctx.locale.id, 'other-parts-for-vehicle', [input.productId], input.modelId);
  ctx.defer(
    key,
    ctx.services.reco
      .getSectionRecs('other-parts-for-vehicle', { productIds: [input.productId], modelId: input.modelId })
      .catch(() => emptyRecs('other-parts-for-vehicle')),
  );
}
