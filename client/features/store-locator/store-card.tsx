import { css } from 'styled-system/css';
import type { StoreResult } from '../../../shared/types/store';
import { formatDistance } from '../../../shared/i18n/format-measures';
import { useIntl, useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { StoreStatusLine } from '../store-picker/store-status-line';
import { StoreHours } from './store-hours';
import { directionsUrl } from './directions';
import { RegionAbbr } from '../locale/region-abbr';

const actionClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '11',
  px: '4',
  borderRadius: 'md',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
  textAlign: 'center',
});

/** One store of the locator list: address, phone, distance, open state, hours and actions. */
export function StoreCard({ store, isMyStore, onSetMyStore }: { store: StoreResult; isMyStore: boolean; onSetMyStore: (store: StoreResult) => void }) {
  const t = useT();
  const intl = useIntl();
  return (
    <article
      aria-labelledby={`store-${store.id}-name`}
      data-testid="store-card"
      className={css({ border: '1px solid', borderColor: isMyStore ? 'brand.blue' : 'line', borderRadius: 'lg', p: '4', display: 'grid', gap: '3', bg: 'white', minW: 0 })}
    >
      <header className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' })}>
        <h2 id={`store-${store.id}-name`} className={css({ fontSize: 'lg', fontWeight: 'bold', overflowWrap: 'anywhere' })}>
          <Link to={`/pages/store-locator/${store.id}`} className={css({ color: 'ink', _hover: { textDecoration: 'underline' } })}>
            {store.name}
          </Link>
        </h2>
        {store.distance !== undefined && (
          <span data-testid="store-distance" className={css({ fontSize: 'sm', color: 'muted', whiteSpace: 'nowrap' })}>
            {formatDistance(intl, store.distance, store.distanceUnit ?? 'km')}
          </span>
        )}
      </header>
      {isMyStore && (
        <span className={css({ justifySelf: 'start', bg: 'brand.blueLight', color: 'brand.blueDark', fontSize: 'xs', fontWeight: 'bold', px: '2', py: '0.5', borderRadius: 'full' })}>
          {t('stores.myStore')}
        </span>
      )}
      <StoreStatusLine store={store} />
      <address className={css({ fontStyle: 'normal', fontSize: 'sm' })}>
        {store.address1}
        <br />
        {store.city}, <RegionAbbr code={store.stateCode} /> {store.postalCode}
      </address>
      <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} aria-label={t('stores.phoneLabel', { name: store.name, phone: store.phone })} className={css({ color: 'brand.blue', fontSize: 'sm', fontWeight: 'semibold', textDecoration: 'underline', w: 'fit-content' })}>
        {store.phone}
      </a>
      <details>
        <summary className={css({ cursor: 'pointer', fontSize: 'sm', fontWeight: 'semibold', minH: '11', display: 'flex', alignItems: 'center' })}>{t('stores.hours')}</summary>
        <StoreHours store={store} />
      </details>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <a
          href={directionsUrl(store.latitude, store.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('stores.directionsLabel', { name: store.name })}
          className={`${actionClass} ${css({ border: '1px solid', borderColor: 'brand.blue', color: 'brand.blue', flex: { base: '1 1 100%', sm: '0 0 auto' } })}`}
        >
          {t('stores.directions')}
        </a>
        {!isMyStore && (
          <button
            type="button"
            onClick={() => onSetMyStore(store)}
            aria-label={t('stores.setAsMyStoreLabel', { name: store.name })}
            className={`${actionClass} ${css({ bg: 'brand.blue', color: 'white', _hover: { bg: 'brand.blueDark' }, flex: { base: '1 1 100%', sm: '0 0 auto' } })}`}
          >
            {t('stores.setAsMyStore')}
          </button>
        )}
      </div>
    </article>
  );
}
