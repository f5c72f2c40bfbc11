import { css } from 'styled-system/css';
import { recsKey, type RecsResult } from '../../../shared/reco/recommendation';
import { PRODUCT_DETAIL_ROUTES } from '../../../shared/routes/route-table';
import type { ProductSectionInput } from '../../../shared/types/product-section';
import { Deferred } from '../../data/deferred';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { ProductScroller } from '../product-card/product-scroller';
import { OTHER_PARTS_VIEW_ALL, toScrollerItem } from './reco-items';
import { SectionBoundary } from './section-boundary';
import { useRecoTracking } from './use-reco-tracking';
import { useRecordProductView } from './use-record-product-view';
import { useSelectedVehicle } from '../garage/use-selected-vehicle';

type Layout = 'scroller' | 'vertical';

function OtherPartsList({ result, modelId, layout }: { result: RecsResult | null | undefined; modelId: string | null; layout: Layout }) {
  const t = useT();
  const selected = useSelectedVehicle();
  const onClick = useRecoTracking(result, modelId && selected?.modelId === modelId ? selected : null);
  if (!result?.recs.length) return null;
  const heading = layout === 'vertical' ? t('reco.moreParts') : t('reco.otherParts');
  return (
    <div data-testid="other-parts" data-reco-uuid={result.recoUUID}>
      <ProductScroller
        heading={heading}
        viewAllUrl={OTHER_PARTS_VIEW_ALL}
        items={result.recs.map((rec) => toScrollerItem(rec, modelId))}
        variant="price-card"
        orientation={layout === 'vertical' ? 'vertical' : 'horizontal'}
        onItemClick={onClick}
      />
    </div>
  );
}

/**
 * "Other parts for your vehicle" (document 2 §2, §4): recommendations from our engine for the
 * product and vehicle, streamed with the product page (or fetched where it renders later, as in
 * the cart drawer). It disappears when loading fails or nothing fits. On a product page it also
 * records the view (recently viewed, viewProduct), since it mounts on every product page.
 */
export function OtherPartsForVehicle({ productId, modelId, layout = 'scroller' }: ProductSectionInput & { layout?: Layout }) {
  const t = useT();
  const { location, match } = useRouter();
  const onProductPage = match !== null && PRODUCT_DETAIL_ROUTES.includes(match.name);
  useRecordProductView(onProductPage ? productId : null);
  const apiKey = recsKey(location.site.id, location.locale.id, 'other-parts-for-vehicle', [productId], modelId);
  return (
    // Keyed by the request, so a failure hides only this product's section, not the next one's.
    <SectionBoundary key={apiKey} name="other-parts">
      <div className={css({ py: '2' })}>
        <Deferred<RecsResult | null>
          apiKey={apiKey}
          // While loading: the scroller's 4 skeleton tiles (document 2 §2).
          fallback={<ProductScroller heading={layout === 'vertical' ? t('reco.moreParts') : t('reco.otherParts')} items={undefined} orientation={layout === 'vertical' ? 'vertical' : 'horizontal'} />}
        >
          {(result) => <OtherPartsList result={result} modelId={modelId} layout={layout} />}
        </Deferred>
      </div>
    </SectionBoundary>
  );
}
