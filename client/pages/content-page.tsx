import { css } from 'styled-system/css';
import type { AboutUs } from '../../shared/content/content-types';
import type { ContentPageData } from '../../shared/content/page-data';
import { useIntl, useT } from '../i18n/intl';
import { Link } from '../router/link';
import { useRouter } from '../router/router';
import { ContentSections } from '../features/content/content-sections';
import { ContentSeo, formatContentDate } from '../features/content/content-seo';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** A policy page (Home > Policy > title) or About us, from the content service. */
export default function ContentPageView({ payload }: PageProps<ContentPageData>) {
  const t = useT();
  const intl = useIntl();
  const { location } = useRouter();
  const { page, variant, related } = payload.data;
  const stats = variant === 'about' ? (page as AboutUs).stats : [];
  const jsonLd = { '@type': variant === 'about' ? 'AboutPage' : 'WebPage', name: page.title, description: page.description, dateModified: page.updated, inLanguage: location.locale.id };
  return (
    <PageLayout title={`${page.title} | ${t('common.storeName')}`} description={page.description} heading={page.title} breadcrumbs={payload.breadcrumbs}>
      <ContentSeo path={location.path} jsonLd={jsonLd} />
      <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', lg: '1fr 18rem' }, alignItems: 'start' })}>
        <article>
          {variant === 'policy' && <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('content.updated', { date: formatContentDate(intl, page.updated) })}</p>}
          {stats.length > 0 && (
            <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '4', my: '4' })}>
              {stats.map((stat) => (
                <div key={stat.label} className={css({ bg: 'surface', borderRadius: 'lg', p: '4', textAlign: 'center' })}>
                  <dt className={css({ fontSize: 'sm', color: 'muted' })}>{stat.label}</dt>
                  <dd className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.blue', order: -1 })}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <ContentSections page={page} />
        </article>
        {related.length > 0 && (
          <nav aria-label={t('content.policies.other')} className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '4' })}>
            <h2 className={css({ fontWeight: 'bold', mb: '2' })}>{t('content.policies.other')}</h2>
            <ul className={css({ listStyle: 'none', display: 'grid', gap: '1' })}>
              {related.map((p) => (
                <li key={p.slug}>
                  <Link to={`/pages/policy/${p.slug}`} aria-current={p.slug === page.slug ? 'page' : undefined} className={css({ display: 'block', py: '1.5', color: 'brand.blue', _currentPage: { fontWeight: 'bold', color: 'ink' } })}>
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </PageLayout>
  );
}
