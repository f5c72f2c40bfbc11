import { css } from 'styled-system/css';
import type { DealTile } from '../../../shared/types/deal';
import { formatPrice } from '../../../shared/pricing/format-price';
import { Deferred } from '../../data/deferred';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';

const SKELETON_TILES = 4;

const tileClass = css({
  flex: '0 0 auto',
  w: { base: '44', md: '52' },
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'lg',
  p: '3',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  bg: 'white',
});

/** Product scroller of deals (document 2 §2): streamed in after the shell, skeleton meanwhile. */
export function DealStrip({ apiKey }: { apiKey: string }) {
  const t = useT();
  return (
    <section aria-labelledby="home-deals" className={css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, pb: '10' })}>
      <h2 id="home-deals" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
        {t('common.home.deals')}
      </h2>
      <Deferred<DealTile[] | null> apiKey={apiKey} fallback={<DealSkeleton />}>
        {(deals) => <DealList deals={deals ?? []} />}
      </Deferred>
    </section>
  );
}

function DealSkeleton() {
  return (
    <div aria-hidden="true" className={css({ display: 'flex', gap: '4', overflow: 'hidden' })}>
      {Array.from({ length: SKELETON_TILES }, (_, i) => (
        <div key={i} className={tileClass}>
          <div className={css({ h: '32', bg: 'surface', borderRadius: 'md' })} />
          <div className={css({ h: '4', bg: 'surface', borderRadius: 'sm' })} />
        </div>
      ))}
    </div>
  );
}

function DealList({ deals }: { deals: DealTile[] }) {
  const t = useT();
  const { location } = useRouter();
  return (
    <ul data-testid="deal-strip" className={css({ display: 'flex', gap: '4', overflowX: 'auto', listStyle: 'none', pb: '2', scrollSnapType: 'x mandatory' })}>
      {deals.map((deal) => (
        <li key={deal.productId} className={tileClass} style={{ scrollSnapAlign: 'start' }}>
          <Link to={`/product/${deal.productId}`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {deal.image && <img src={deal.image} alt="" width={160} height={120} loading="lazy" className={css({ alignSelf: 'center' })} />}
            <span className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'danger' })}>{t('common.home.dealBadge', { percent: deal.discountPercent })}</span>
            <span className={css({ fontWeight: 'semibold', lineClamp: 2 })}>{deal.name}</span>
            <span>
              <span className={css({ fontWeight: 'bold', mr: '2' })}>{formatPrice(deal.price, deal.currency, location.locale.id)}</span>
              <s className={css({ color: 'muted', fontSize: 'sm' })}>{formatPrice(deal.originalPrice, deal.currency, location.locale.id)}</s>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
