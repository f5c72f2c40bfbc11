import type { Recommendation } from '../../../shared/reco/recommendation';
import { cardHref } from '../product-card/card-href';
import type { ScrollerItem } from '../product-card/product-scroller';
import { VEHICLE_PLACEHOLDER } from '../product-card/view-all-href';

/** "See All Parts" of the recommendations: the vehicle's parts, or /parts without one (document 2 §2). */
export const OTHER_PARTS_VIEW_ALL = `/${VEHICLE_PLACEHOLDER}`;

/** A recommendation as a scroller tile, linking to its product page (for the vehicle when one is given). */
export function toScrollerItem(rec: Recommendation, modelId: string | null): ScrollerItem {
  return {
    productId: rec.productId,
    name: rec.productName,
    image: rec.imageUrl,
    href: cardHref({ productId: rec.productId, primaryCategoryId: rec.c_extend.primaryCategoryId, parentCategoryId: rec.c_extend.parentCategoryId }, modelId, {}),
    price: rec.discountPrice ?? rec.price,
    originalPrice: rec.discountPrice !== null ? rec.price : null,
    currency: rec.c_extend.currency,
  };
}
