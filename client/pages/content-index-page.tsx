import { css } from 'styled-system/css';
import type { ContentIndexData } from '../../shared/content/page-data';
import { useIntl, useT } from '../i18n/intl';
import { Link } from '../router/link';
import { useRouter } from '../router/router';
import { ContentSeo, formatContentDate, useAbsoluteUrl } from '../features/content/content-seo';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

const cardClass = css({ display: 'block', h: 'full', border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '4', _hover: { borderColor: 'brand.blue' } });
const gridClass = css({ listStyle: 'none', display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } });
const chipClass = css({ display: 'inline-flex', alignItems: 'center', minH: '10', px: '4', borderRadius: 'full', border: '1px solid', borderColor: 'line', _currentPage: { bg: 'brand.blue', color: 'white', borderColor: 'brand.blue' } });

/** The policy list (Home > Policy) and the resources listing with its categories. */
export default function ContentIndexPage({ payload }: PageProps<ContentIndexData>) {
  const t = useT();
  const intl = useIntl();
  const { location } = useRouter();
  const absolute = useAbsoluteUrl();
  const data = payload.data;
  const policies = data.variant === 'policies';
  const heading = t(policies ? 'content.policies.title' : 'content.resources.title');
  const description = t(policies ? 'content.policies.description' : 'content.resources.description');
  const items = policies
    ? data.policies.map((p) => ({ key: p.slug, url: `/pages/policy/${p.slug}`, title: p.title, description: p.description, meta: '' }))
    : data.resources.map((r) => ({
        key: r.url,
        url: r.url,
        title: r.title,
        description: r.description,
        meta: `${formatContentDate(intl, r.published)} · ${t('content.resources.readTime', { minutes: r.readMinutes })}`,
      }));
  const jsonLd = {
    '@type': 'CollectionPage',
    name: heading,
    description,
    mainEntity: { '@type': 'ItemList', itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.title, url: absolute(item.url) })) },
  };
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} description={description} heading={heading} breadcrumbs={payload.breadcrumbs}>
      <ContentSeo path={location.path} jsonLd={jsonLd} />
      <p className={css({ color: 'muted', mb: '6', maxW: '65ch' })}>{description}</p>
      {!policies && (
        <nav aria-label={t('content.resources.categories')} className={css({ mb: '6' })}>
          <ul className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <li>
              <Link to="/pages/resources" aria-current={data.category === null ? 'page' : undefined} className={chipClass}>{t('content.resources.all')}</Link>
            </li>
            {data.categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/pages/resources?category=${c.slug}`} aria-current={data.category === c.slug ? 'page' : undefined} className={chipClass}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className={gridClass}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.url} className={cardClass}>
              <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'brand.blue', mb: '1' })}>{item.title}</h2>
              {item.meta && <p className={css({ fontSize: 'sm', color: 'muted', mb: '1' })}>{item.meta}</p>}
              <p>{item.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
