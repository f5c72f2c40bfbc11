import { css } from 'styled-system/css';
import { formatStoreDate, formatStoreTime } from '../../../shared/stores/format-store-time';
import type { ReadyTime } from '../../../shared/stores/open-state';
import { useIntl, useT } from '../../i18n/intl';

/** "Ready Tue, Jun 9 at 10:00 AM · FREE", with a Next day flag when the ready day is not today. */
export function PickupReady({ ready }: { ready: ReadyTime }) {
  const t = useT();
  const intl = useIntl();
  return (
    <p data-testid="pickup-ready" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
      <span>{t('fulfilment.pickup.ready', { date: formatStoreDate(intl, ready.date), time: formatStoreTime(intl, ready.minutes) })}</span>
      <strong className={css({ color: 'success' })}>{t('fulfilment.pickup.free')}</strong>
      {ready.nextDay && (
        <span className={css({ bg: 'surface', border: '1px solid', borderColor: 'line', borderRadius: 'full', px: '2', fontSize: 'xs', fontWeight: 'semibold' })}>
          {t('fulfilment.pickup.nextDay')}
        </span>
      )}
    </p>
  );
}
