import { css } from 'styled-system/css';
import type { Store } from '../../../shared/types/store';
import { formatStoreHoursText } from '../../../shared/stores/format-store-time';
import { useIntl, useT } from '../../i18n/intl';
import { RegionAbbr } from '../locale/region-abbr';

/** A store's address, phone and weekly hours (the store picker's body). */
export function StoreDetails({ store }: { store: Store }) {
  const t = useT();
  const intl = useIntl();
  return (
    <div className={css({ display: 'grid', gap: '3', fontSize: 'sm' })}>
      <address className={css({ fontStyle: 'normal' })}>
        {store.address1}
        <br />
        {store.city}, <RegionAbbr code={store.stateCode} /> {store.postalCode}
      </address>
      <a
        href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
        aria-label={t('shell.store.phone', { phone: store.phone })}
        className={css({ color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline', w: 'fit-content' })}
      >
        {store.phone}
      </a>
      <div>
        <h3 className={css({ fontWeight: 'bold', mb: '1' })}>{t('shell.store.hours')}</h3>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '0.5' })}>
          {store.storeHoursArray.map((entry) => {
            const hours = entry.hours && formatStoreHoursText(intl, entry.hours);
            return (
              <div key={entry.day} className={css({ display: 'contents' })}>
                <dt>{entry.day}</dt>
                <dd className={css({ color: hours ? 'fg' : 'muted' })}>{hours || t('shell.store.closed')}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </div>
  );
}
