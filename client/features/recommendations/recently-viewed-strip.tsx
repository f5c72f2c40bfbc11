import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { css } from 'styled-system/css';
import { recsKey, type RecsResult } from '../../../shared/reco/recommendation';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { ProductScroller } from '../product-card/product-scroller';
import { toScrollerItem } from './reco-items';
import { readRecentlyViewed } from './recently-viewed-store';
import { useRecoTracking } from './use-reco-tracking';

/**
 * "Recently viewed" scroller from the shopper's history in this browser (most recent first),
 * cards enriched by the engine in the current locale and currency. Nothing shows without history.
 * Rendered after hydration only: the server cannot know the browser's history.
 */
export function RecentlyViewedStrip({ excludeProductId }: { excludeProductId?: string }) {
  const t = useT();
  const { location } = useRouter();
  const [ids, setIds] = useState<string[] | null>(null);
  useEffect(() => setIds(readRecentlyViewed().filter((id) => id !== excludeProductId?.toUpperCase())), [excludeProductId]);
  const key = ids?.length ? recsKey(location.site.id, location.locale.id, 'viewed-recently-einstein', ids, null) : null;
  const { data, error } = useSWR<RecsResult>(key);
  const onClick = useRecoTracking(data);
  if (!key || error || (data && data.recs.length === 0)) return null;
  return (
    <div data-testid="recently-viewed" className={css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, pb: '10' })}>
      <ProductScroller heading={t('reco.recentlyViewed')} items={data?.recs.map((rec) => toScrollerItem(rec, null))} variant="recently-viewed" onItemClick={onClick} />
    </div>
  );
}
