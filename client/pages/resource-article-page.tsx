import { css } from 'styled-system/css';
import type { ResourceArticleData } from '../../shared/content/page-data';
import { useIntl, useT } from '../i18n/intl';
import { Link } from '../router/link';
import { useRouter } from '../router/router';
import { ContentSeo, formatContentDate, useAbsoluteUrl } from '../features/content/content-seo';
import { RichTextView } from '../features/content/rich-text';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** A how-to article (Article structured data) with a few other articles. */
export default function ResourceArticlePage({ payload }: PageProps<ResourceArticleData>) {
  const t = useT();
  const intl = useIntl();
  const { location } = useRouter();
  const absolute = useAbsoluteUrl();
  const { article, related } = payload.data;
  const publisher = { '@type': 'Organization', name: t('common.storeName'), url: absolute('/') };
  const jsonLd = {
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.published,
    inLanguage: location.locale.id,
    articleSection: article.categoryTitle,
    author: publisher,
    publisher,
    mainEntityOfPage: absolute(article.url),
  };
  return (
    <PageLayout title={`${article.title} | ${t('common.storeName')}`} description={article.description} heading={article.title} breadcrumbs={payload.breadcrumbs}>
      <ContentSeo path={location.path} jsonLd={jsonLd} />
      <p className={css({ color: 'muted', fontSize: 'sm' })}>
        {formatContentDate(intl, article.published)} · {t('content.resources.readTime', { minutes: article.readMinutes })}
      </p>
      <article className={css({ maxW: '72ch' })}>
        <RichTextView value={article.body} />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="more-resources" className={css({ mt: '10', borderTop: '1px solid', borderColor: 'line', pt: '6' })}>
          <h2 id="more-resources" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{t('content.resources.more')}</h2>
          <ul className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
            {related.map((r) => (
              <li key={r.url}>
                <Link to={r.url} className={css({ color: 'brand.blue', textDecoration: 'underline', display: 'inline-flex', minH: '8', alignItems: 'center' })}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageLayout>
  );
}
