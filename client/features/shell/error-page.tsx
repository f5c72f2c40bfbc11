import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { withoutFinalStop } from './error-text';

/** Error page (document 1 §2.4): "This page isn't", the message, and Return to Home. */
export function ErrorPage({ message }: { message: string }) {
  const t = useT();
  return (
    <section className={css({ maxW: '40rem', mx: 'auto', py: '16', px: '4', textAlign: 'center' })}>
      <title>{t('common.error.title')}</title>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '3' })}>{t('common.error.title')}</h1>
      <p className={css({ color: 'muted', mb: '6' })}>{t('common.error.message', { message: withoutFinalStop(message) })}</p>
      <Link to="/" className={css({ display: 'inline-block', bg: 'brand.blue', color: 'white', px: '6', py: '3', borderRadius: 'md', fontWeight: 'semibold' })}>
        {t('common.returnHome')}
      </Link>
    </section>
  );
}
