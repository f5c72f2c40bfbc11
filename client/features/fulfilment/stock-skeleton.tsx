import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { STOCK_SKELETON_FALLBACK_MS } from '../../../shared/stores/store-search-constants';
import { useT } from '../../i18n/intl';

/**
 * Placeholder while stock is on its way; after the 3 s fallback it stops pretending and says
 * stock could not be checked yet (the section fills in if the data still arrives).
 */
export function StockSkeleton() {
  const t = useT();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), STOCK_SKELETON_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  if (expired) {
    return <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('fulfilment.unavailable')}</p>;
  }
  return (
    <div role="status" aria-label={t('fulfilment.pickup.checking')} data-testid="stock-skeleton" className={css({ display: 'grid', gap: '2' })}>
      {[0, 1].map((i) => (
        <div key={i} className={css({ h: '16', borderRadius: 'md', bg: 'surface', animation: 'pulse' })} />
      ))}
    </div>
  );
}
