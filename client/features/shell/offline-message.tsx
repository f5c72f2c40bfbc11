import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/intl';

export type OfflineVariant = 'page' | 'inline' | 'floating';

const boxClass = {
  page: css({ maxW: '40rem', mx: 'auto', py: '16', px: '4', textAlign: 'center', '& p': { color: 'muted', mt: '2', mb: '6' } }),
  inline: css({ bg: 'white', color: 'ink', p: '3', borderRadius: 'md', fontSize: 'sm', '& p': { mb: '2' } }),
  floating: css({ position: 'fixed', insetX: '4', bottom: '16', zIndex: 1300, maxW: '30rem', mx: 'auto', bg: 'white', color: 'ink', p: '4', borderRadius: 'md', boxShadow: 'lg', '& p': { mb: '3' } }),
};

/**
 * "You are currently offline" with a Retry Connection button (document 1 §2.4, §4). The page
 * variant stands in for a page (its title is the page's heading); `inline` for a header or footer
 * widget; `floating` for a dialog or drawer whose code did not arrive.
 */
export function OfflineMessage({ onRetry, variant = 'page' }: { onRetry: () => void; variant?: OfflineVariant }) {
  const t = useT();
  const Title = variant === 'page' ? 'h1' : 'strong';
  return (
    <section role="alert" data-testid="offline-message" className={boxClass[variant]}>
      <Title className={cx(variant === 'page' && css({ fontSize: '2xl', fontWeight: 'bold' }))}>{t('common.offline.title')}</Title>
      <p>{t('common.offline.message')}</p>
      <button type="button" onClick={onRetry} className={css({ bg: 'brand.blue', color: 'white', px: '6', py: '3', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer' })}>
        {t('common.offline.retry')}
      </button>
    </section>
  );
}
