import { css } from 'styled-system/css';
import type { DealTile } from '../../../shared/types/deal';
import { Deferred } from '../../data/deferred';
import { useT } from '../../i18n/intl';
import { ProductScroller, type ScrollerItem } from '../product-card/product-scroller';

/** The home page's deals as a deal-card scroller, streamed in after the shell (skeleton meanwhile). */
export function DealStrip({ apiKey }: { apiKey: string }) {
  const t = useT();
  const heading = t('common.home.deals');
  const toItem = (deal: DealTile): ScrollerItem => ({
    productId: deal.productId,
    name: deal.name,
    image: deal.image,
    href: `/product/${deal.productId}`,
    price: deal.price,
    originalPrice: deal.originalPrice,
    currency: deal.currency,
    dealText: t('common.home.dealBadge', { percent: deal.discountPercent }),
  });
  return (
    <div className={css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, pb: '10' })}>
      <Deferred<DealTile[] | null> apiKey={apiKey} fallback={<ProductScroller heading={heading} items={undefined} variant="deal-card" />}>
        {(deals) => (
          <div data-testid="deal-strip">
            <ProductScroller heading={heading} items={(deals ?? []).map(toItem)} variant="deal-card" />
          </div>
        )}
      </Deferred>
    </div>
  );
}
