import { formatNote } from '../../../shared/catalogue/catalogue-notes';
import type { Recommendation } from '../../../shared/reco/recommendation';
import type { ProductHit } from '../../../shared/types/product';
import type { FitmentRow } from '../../data/repos/products-repo';

/**
 * A card hit in the Recommendation shape (document 2 §3). The fitment text holds the requested
 * vehicle's entries only ([submodel, engine, note] each, the note worded in `locale`), or null
 * without a vehicle (decision 091).
 */
export function toRecommendation(hit: ProductHit, modelId: string | null, fitments: readonly FitmentRow[], locale: string): Recommendation {
  const discounted = hit.originalPrice !== null && hit.price < hit.originalPrice;
  const imageUrl = hit.image?.link ?? null;
  return {
    id: hit.productId,
    productId: hit.productId,
    productName: hit.productName,
    name: hit.productName,
    price: discounted ? (hit.originalPrice as number) : hit.price,
    discountPrice: discounted ? hit.price : null,
    brand: hit.brand,
    image: hit.image ? { url: hit.image.link, title: hit.productName, alt: hit.image.alt } : null,
    imageGroups: hit.image ? [{ viewType: 'large', images: [{ link: hit.image.link, disBaseLink: hit.image.link, alt: hit.image.alt }] }] : [],
    imageUrl,
    c_extend: {
      currency: hit.currency,
      primaryCategoryId: hit.primaryCategoryId,
      parentCategoryId: hit.parentCategoryId,
      unitsSoldToDate: hit.unitsSold,
      universal: hit.universal,
      rating: hit.rating,
      priceInfo: { salePrice: hit.price, originalPrice: hit.originalPrice },
    },
    c_custitem_fitment: modelId ? JSON.stringify({ [modelId]: fitments.filter((f) => f.product_id === hit.productId).map((f) => [f.submodel, f.engine, f.note && formatNote(f.note, locale)]) }) : null,
  };
}
