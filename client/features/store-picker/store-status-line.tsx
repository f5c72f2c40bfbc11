import { css } from 'styled-system/css';
import { formatStoreTime, formatWeekday } from '../../../shared/stores/format-store-time';
import type { StoreResult } from '../../../shared/types/store';
import { useIntl, useT } from '../../i18n/intl';

/** The open state text: open with today's closing time, or closed with the next opening. */
export function useStoreStatusText(store: Pick<StoreResult, 'c_openState'>): string {
  const t = useT();
  const intl = useIntl();
  const state = store.c_openState;
  if (state.isOpen) return t('stores.status.openUntil', { time: formatStoreTime(intl, state.closesAt) });
  const next = state.nextOpen;
  if (!next) return t('stores.status.noHours');
  const time = formatStoreTime(intl, next.minutes);
  if (next.isToday) return t('stores.status.opensToday', { time });
  if (next.isTomorrow) return t('stores.status.opensTomorrow', { time });
  return t('stores.status.opensOn', { day: formatWeekday(intl, next.weekday), time });
}

/** Open/closed now, in the store's own time zone (computed by the server at request time). */
export function StoreStatusLine({ store }: { store: Pick<StoreResult, 'c_openState' | 'isOpen'> }) {
  const text = useStoreStatusText(store);
  return (
    <p data-testid="store-status" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: store.isOpen ? 'success' : 'danger' })}>
      {text}
    </p>
  );
}
