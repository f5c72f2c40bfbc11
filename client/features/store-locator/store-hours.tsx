import { css } from 'styled-system/css';
import type { Store } from '../../../shared/types/store';
import { useT } from '../../i18n/intl';

/** A store's weekly hours, Monday first; closed days say so. */
export function StoreHours({ store }: { store: Store }) {
  const t = useT();
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '0.5', fontSize: 'sm', mt: '1' })}>
      {store.storeHoursArray.map((entry) => (
        <div key={entry.day} className={css({ display: 'contents' })}>
          <dt className={css({ textTransform: 'capitalize' })}>{entry.day}</dt>
          <dd className={css({ color: entry.hours ? 'fg' : 'muted' })}>{entry.hours ?? t('stores.closedDay')}</dd>
        </div>
      ))}
    </dl>
  );
}
