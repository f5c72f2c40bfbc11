import { css } from 'styled-system/css';
import { itemFromDeal, LISTS } from '../../../shared/analytics/items';
import type { DealTile } from '../../../shared/types/deal';
import { Deferred } from '../../data/deferred';
import { useT } from '../../i18n/intl';
import { trackList } from '../analytics/analytics-events';
import { useTrackOnce } from '../analytics/use-track-once';
import { ProductScroller, type ScrollerItem } from '../product-card/product-scroller';

const list = LISTS.homeDeals;

/** The loaded deals: the scroller, its list view once, its selections. */
function Deals({ deals, heading }: { deals: DealTile[]; heading: string }) {
  const t = useT();
  useTrackOnce(deals.length ? deals.map((d) => d.productId).join(',') : null, () =>
    trackList('view_item_list', list, deals.map((deal, index) => itemFromDeal(deal, { list, index }))),
  );
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
  const onItemClick = (productId: string) => {
    const index = deals.findIndex((d) => d.productId === productId);
    const deal = deals[index];
    if (deal) trackList('select_item', list, [itemFromDeal(deal, { list, index })]);
  };
  return (
    <div data-testid="deal-strip">
      <ProductScroller heading={heading} items={deals.map(toItem)} variant="deal-card" onItemClick={onItemClick} />
    </div>
  );
}

/** The home page's deals as a deal-card scroller, streamed in after the shell (skeleton meanwhile). */
export function DealStrip({ apiKey }: { apiKey: string }) {
  const t = useT();
  const heading = t('common.home.deals');
  return (
    <div className={css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, pb: '10' })}>
      <Deferred<DealTile[] | null> apiKey={apiKey} fallback={<ProductScroller heading={heading} items={undefined} variant="deal-card" />}>
        {(deals) => <Deals deals={deals ?? []} heading={heading} />}
      </Deferred>
    </div>
  );
}
