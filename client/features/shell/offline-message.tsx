import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/intl';

export type OfflineVariant = 'page' | 'inline' | 'floating';

const floatingClass = css({ position: 'fixed', insetX: '4', bottom: '16', zIndex: 1300, boxShadow: 'lg', maxW: '30rem', mx: 'auto' });
const retryClass = css({ bg: 'brand.blue', color: 'white', px: '6', py: '3', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer' });

/**
 * "You are currently offline" with a Retry Connection button (document 1 §2.4, §4). The page
 * variant stands in for a page; `inline` for a header or footer widget; `floating` for a dialog
 * or drawer whose code did not arrive (it would otherwise open nowhere).
 */
export function OfflineMessage({ onRetry, variant = 'page' }: { onRetry: () => void; variant?: OfflineVariant }) {
  const t = useT();
  if (variant === 'page') {
    return (
      <section role="alert" data-testid="offline-message" className={css({ maxW: '40rem', mx: 'auto', py: '16', px: '4', textAlign: 'center' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>{t('common.offline.title')}</h1>
        <p className={css({ color: 'muted', mb: '6' })}>{t('common.offline.message')}</p>
        <button type="button" onClick={onRetry} className={retryClass}>
          {t('common.offline.retry')}
        </button>
      </section>
    );
  }
  return (
    <div
      role="alert"
      data-testid="offline-message"
      className={cx(
        css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', bg: 'white', color: 'ink', p: '3', borderRadius: 'md', fontSize: 'sm' }),
        variant === 'floating' && floatingClass,
      )}
    >
      <p className={css({ flex: '1 1 12rem' })}>
        <strong>{t('common.offline.title')}</strong> {t('common.offline.message')}
      </p>
      <button type="button" onClick={onRetry} className={retryClass}>
        {t('common.offline.retry')}
      </button>
    </div>
  );
}
