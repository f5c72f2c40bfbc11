import { useState } from 'react';
import { css } from 'styled-system/css';
import type { StoreSearchResult } from '../../../shared/types/store';
import { useT } from '../../i18n/intl';
import { useSelectedStore } from '../store-picker/selected-store';
import { PostalSearchForm } from './postal-search-form';
import { StoreCard } from './store-card';
import { useStoreSearch } from './use-store-search';

/** The store locator: postal-code or location search, the list of stores, and Set as My Store. */
export function StoreLocator({ initial }: { initial: StoreSearchResult | null }) {
  const t = useT();
  const search = useStoreSearch({ initial: initial ?? undefined, initialQuery: { kind: 'list' } });
  const { storeId, changeStore } = useSelectedStore();
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);

  const useLocation = () => {
    setLocationFailed(false);
    if (!('geolocation' in navigator)) return setLocationFailed(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        search.searchPoint({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocationFailed(true);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const stores = search.result?.data ?? [];
  const heading =
    search.query.kind === 'postal'
      ? t('stores.results.near', { place: search.query.postalCode })
      : search.query.kind === 'point'
        ? t('stores.results.nearYou')
        : t('stores.results.all');

  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <div className={css({ maxW: '40rem' })}>
        <PostalSearchForm
          country={search.country}
          value={search.input}
          invalid={search.invalid}
          onChange={search.onInputChange}
          onSubmit={search.submit}
          onUseLocation={useLocation}
          locating={locating}
        />
        {locationFailed && (
          <p role="alert" className={css({ color: 'danger', fontSize: 'sm', mt: '2' })}>
            {t('stores.search.locationFailed')}
          </p>
        )}
      </div>
      <section aria-labelledby="store-results-heading" aria-busy={search.loading} className={css({ display: 'grid', gap: '4' })}>
        <h2 id="store-results-heading" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {heading}
        </h2>
        <div aria-live="polite" className={css({ fontSize: 'sm', color: 'muted' })}>
          {search.loading ? t('stores.search.searching') : null}
        </div>
        {search.failed && !stores.length ? (
          <p role="alert" className={css({ color: 'danger' })}>{t('stores.search.failed')}</p>
        ) : !search.loading && search.result && !stores.length ? (
          <p data-testid="no-stores" className={css({ fontWeight: 'semibold' })}>{t('stores.noStoresFound')}</p>
        ) : (
          <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, listStyle: 'none' })}>
            {stores.map((store) => (
              <li key={store.id} className={css({ minW: 0 })}>
                <StoreCard store={store} isMyStore={store.id === storeId} onSetMyStore={changeStore} />
              </li>
            ))}
          </ul>
        )}
        {search.hasMore && (
          <button
            type="button"
            onClick={search.loadMore}
            disabled={search.loading}
            className={css({ justifySelf: 'center', minH: '11', px: '6', border: '1px solid', borderColor: 'brand.blue', color: 'brand.blue', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', bg: 'white' })}
          >
            {t('stores.loadMore')}
          </button>
        )}
      </section>
    </div>
  );
}
