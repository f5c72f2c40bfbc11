import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

/** "You are currently offline" with a Retry Connection button. */
export function OfflineMessage({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section role="alert" className={css({ maxW: '40rem', mx: 'auto', py: '16', px: '4', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>{t('common.offline.title')}</h1>
      <p className={css({ color: 'muted', mb: '6' })}>{t('common.offline.message')}</p>
      <button type="button" onClick={onRetry} className={css({ bg: 'brand.blue', color: 'white', px: '6', py: '3', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer' })}>
        {t('common.offline.retry')}
      </button>
    </section>
  );
}
