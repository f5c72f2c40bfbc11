import { VEHICLE_SORT } from '../../../shared/search/search-constants';
import type { ProductHit } from '../../../shared/types/product';
import { useT } from '../../i18n/intl';
import { cardHref } from '../product-card/card-href';
import { ProductScroller } from '../product-card/product-scroller';

/**
 * The landing page's "Most bought for your {vehicle}" row (decision 291): the parts this vehicle's
 * shoppers bought most, best first; See All opens the vehicle's parts in that order.
 */
export function MostBoughtRow({ hits, modelId, vehicleName }: { hits: ProductHit[]; modelId: string; vehicleName: string }) {
  const t = useT();
  if (!hits.length) return null;
  return (
    <div data-testid="most-bought-row">
      <ProductScroller
        heading={t('listing.mostBought', { vehicle: vehicleName })}
        viewAllUrl={`/${modelId}/parts?sort=${VEHICLE_SORT}`}
        items={hits.map((hit) => ({
          productId: hit.productId,
          name: hit.productName,
          image: hit.image?.link ?? null,
          href: cardHref(hit, modelId, {}),
          price: hit.price,
          originalPrice: hit.originalPrice,
          currency: hit.currency,
        }))}
      />
    </div>
  );
}
