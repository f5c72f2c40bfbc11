import { css } from 'styled-system/css';
import { useT } from '../i18n/intl';
import { Link } from '../router/link';
import type { PageProps } from './page-props';

export interface NotFoundData {
  /** Set when a category lookup answered 404 (document 2 §8). */
  categoryNotFound?: boolean;
}

/** Not-found page (HTTP 404): the message and Return to Home → /. */
export default function NotFoundPage({ payload }: PageProps<NotFoundData>) {
  const t = useT();
  return (
    <section className={css({ maxW: '40rem', mx: 'auto', py: '16', px: '4', textAlign: 'center' })}>
      <title>{`${t('common.notFound.title')} | ${t('common.storeName')}`}</title>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '3' })}>{t('common.notFound.title')}</h1>
      {payload.data?.categoryNotFound && <p className={css({ fontWeight: 'semibold', mb: '2' })}>{t('common.notFound.categoryMessage')}</p>}
      <p className={css({ color: 'muted', mb: '6' })}>{t('common.notFound.message')}</p>
      <Link to="/" className={css({ display: 'inline-block', bg: 'brand.blue', color: 'white', px: '6', py: '3', borderRadius: 'md', fontWeight: 'semibold' })}>
        {t('common.returnHome')}
      </Link>
    </section>
  );
}
