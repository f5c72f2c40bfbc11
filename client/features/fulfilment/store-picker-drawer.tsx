import { css } from 'styled-system/css';
import type { Store, StoreResult } from '../../../shared/types/store';
import * as Dialog from '../../components/ui/dialog';
import { formatDistance } from '../../../shared/i18n/format-measures';
import { useIntl, useT } from '../../i18n/intl';
import { PostalSearchForm } from '../store-locator/postal-search-form';
import { useStoreSearch } from '../store-locator/use-store-search';
import { StoreStatusLine } from '../store-picker/store-status-line';
import { RegionAbbr } from '../locale/region-abbr';

/**
 * Store picker drawer of the product page (document 2 §2): postal-code search for the nearest
 * stores (120 km, 3 at a time) with this product's stock and each store's open state.
 */
export function StorePickerDrawer({
  open,
  onOpenChange,
  productId,
  selectedStoreId,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  selectedStoreId: string | null;
  onSelect: (store: Store) => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
      <Dialog.DrawerContent side="end" className={css({ w: 'min(26rem, 100vw)' })}>
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', p: '4', borderBottom: '1px solid', borderColor: 'line' })}>
          <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('fulfilment.drawer.title')}</Dialog.Title>
          <Dialog.CloseTrigger aria-label={t('fulfilment.drawer.close')} className={css({ minW: '11', minH: '11', fontSize: 'xl', cursor: 'pointer', borderRadius: 'md', _hover: { bg: 'surface' } })}>
            ×
          </Dialog.CloseTrigger>
        </div>
        <DrawerBody productId={productId} selectedStoreId={selectedStoreId} onSelect={onSelect} />
      </Dialog.DrawerContent>
    </Dialog.Root>
  );
}

function DrawerBody({ productId, selectedStoreId, onSelect }: { productId: string; selectedStoreId: string | null; onSelect: (store: Store) => void }) {
  const t = useT();
  const search = useStoreSearch({ initialQuery: { kind: 'none' }, productId });
  const stores = search.result?.data ?? [];
  return (
    <div className={css({ display: 'grid', gap: '4', p: '4', overflowY: 'auto', alignContent: 'start' })}>
      <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('fulfilment.drawer.intro')}</p>
      <PostalSearchForm country={search.country} value={search.input} invalid={search.invalid} onChange={search.onInputChange} onSubmit={search.submit} />
      <div aria-live="polite" className={css({ fontSize: 'sm', color: 'muted' })}>
        {search.loading ? t('stores.search.searching') : null}
      </div>
      {search.failed && <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>{t('stores.search.failed')}</p>}
      {search.result && !search.loading && !stores.length && !search.invalid && (
        <p data-testid="no-stores" className={css({ fontWeight: 'semibold' })}>{t('stores.noStoresFound')}</p>
      )}
      <ul className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
        {stores.map((store) => (
          <li key={store.id}>
            <DrawerStore store={store} selected={store.id === selectedStoreId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      {search.hasMore && (
        <button type="button" onClick={search.loadMore} className={css({ minH: '11', border: '1px solid', borderColor: 'brand.blue', color: 'brand.blue', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer' })}>
          {t('stores.loadMore')}
        </button>
      )}
    </div>
  );
}

function DrawerStore({ store, selected, onSelect }: { store: StoreResult; selected: boolean; onSelect: (store: Store) => void }) {
  const t = useT();
  const intl = useIntl();
  const stock = store.availableStock ?? 0;
  return (
    <article data-testid="drawer-store" aria-label={store.name} className={css({ display: 'grid', gap: '1.5', p: '3', border: '1px solid', borderColor: selected ? 'brand.blue' : 'line', borderRadius: 'md' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' })}>
        <h3 className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>{store.name}</h3>
        {store.distance !== undefined && (
          <span className={css({ fontSize: 'sm', color: 'muted', whiteSpace: 'nowrap' })}>
            {formatDistance(intl, store.distance, store.distanceUnit ?? 'km')}
          </span>
        )}
      </div>
      <p className={css({ fontSize: 'sm' })}>
        {store.address1}, {store.city}, <RegionAbbr code={store.stateCode} /> {store.postalCode}
      </p>
      <StoreStatusLine store={store} />
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: stock > 0 ? 'success' : 'danger' })}>
        {stock > 0 ? t('fulfilment.drawer.stock', { count: stock }) : t('fulfilment.pickup.outOfStock')}
      </p>
      {selected ? (
        <span className={css({ fontSize: 'sm', fontWeight: 'bold', color: 'brand.blue' })}>{t('fulfilment.drawer.selected')}</span>
      ) : (
        <button
          type="button"
          onClick={() => onSelect(store)}
          aria-label={t('fulfilment.drawer.selectLabel', { name: store.name })}
          className={css({ minH: '11', bg: 'brand.blue', color: 'white', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', _hover: { bg: 'brand.blueDark' } })}
        >
          {t('fulfilment.drawer.select')}
        </button>
      )}
    </article>
  );
}
