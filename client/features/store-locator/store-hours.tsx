import { css } from 'styled-system/css';
import type { Store } from '../../../shared/types/store';
import { formatStoreHoursText } from '../../../shared/stores/format-store-time';
import { useIntl, useT } from '../../i18n/intl';

/** A store's weekly hours, Monday first, as time ranges in the shopper's language; closed days say so. */
export function StoreHours({ store }: { store: Store }) {
  const t = useT();
  const intl = useIntl();
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '0.5', fontSize: 'sm', mt: '1' })}>
      {store.storeHoursArray.map((entry) => {
        const hours = entry.hours && formatStoreHoursText(intl, entry.hours);
        return (
          <div key={entry.day} className={css({ display: 'contents' })}>
            <dt className={css({ textTransform: 'capitalize' })}>{entry.day}</dt>
            <dd className={css({ color: hours ? 'fg' : 'muted' })}>{hours || t('stores.closedDay')}</dd>
          </div>
        );
      })}
    </dl>
  );
}
