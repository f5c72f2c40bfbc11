import { css } from 'styled-system/css';
import { serializeJson } from '../../../shared/serialize-json';
import { buildHref } from '../../../shared/sites/resolve';
import { storeJsonLd } from '../../../shared/stores/store-json-ld';
import type { StoreResult } from '../../../shared/types/store';
import { useBoot } from '../../boot-context';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { useSelectedStore } from '../store-picker/selected-store';
import { StoreStatusLine } from '../store-picker/store-status-line';
import { directionsUrl } from './directions';
import { StoreHours } from './store-hours';
import { RegionAbbr } from '../locale/region-abbr';

/** One store's page body: open state, address, phone, hours, directions, Set as My Store, JSON-LD. */
export function StoreDetailsView({ store }: { store: StoreResult }) {
  const t = useT();
  const { origin } = useBoot();
  const { location } = useRouter();
  const { storeId, changeStore } = useSelectedStore();
  const url = origin + buildHref(`/pages/store-locator/${store.id}`, location.site, location.locale);
  const button = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minH: '11', px: '4', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer' });
  return (
    <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, alignItems: 'start' })}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJson(storeJsonLd(store, url)) }} />
      <section className={css({ display: 'grid', gap: '3' })} aria-label={t('stores.address')}>
        <StoreStatusLine store={store} />
        <address className={css({ fontStyle: 'normal' })}>
          {store.address1}
          <br />
          {store.city}, <RegionAbbr code={store.stateCode} /> {store.postalCode}
        </address>
        <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} aria-label={t('stores.phoneLabel', { name: store.name, phone: store.phone })} className={css({ color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline', w: 'fit-content' })}>
          {store.phone}
        </a>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <a href={directionsUrl(store.latitude, store.longitude)} target="_blank" rel="noopener noreferrer" aria-label={t('stores.directionsLabel', { name: store.name })} className={`${button} ${css({ border: '1px solid', borderColor: 'brand.blue', color: 'brand.blue' })}`}>
            {t('stores.directions')}
          </a>
          {storeId === store.id ? (
            <span className={`${button} ${css({ bg: 'brand.blueLight', color: 'brand.blueDark', cursor: 'default' })}`}>{t('stores.myStore')}</span>
          ) : (
            <button type="button" onClick={() => changeStore(store)} className={`${button} ${css({ bg: 'brand.blue', color: 'white', _hover: { bg: 'brand.blueDark' } })}`}>
              {t('stores.setAsMyStore')}
            </button>
          )}
        </div>
      </section>
      <section aria-labelledby="store-hours-heading">
        <h2 id="store-hours-heading" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {t('stores.hours')}
        </h2>
        <StoreHours store={store} />
      </section>
    </div>
  );
}
