import { css } from 'styled-system/css';
import type { Breadcrumb } from '../../../shared/types/page';
import { serializeJson } from '../../../shared/serialize-json';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { buildHref } from '../../../shared/sites/resolve';
import { useBoot } from '../../boot-context';

/** Breadcrumb trail (document 1 §2.2), Home first, with BreadcrumbList structured data. */
export function Breadcrumbs({ items: trail }: { items: Breadcrumb[] }) {
  const t = useT();
  const { location } = useRouter();
  const { origin } = useBoot();
  if (!trail.length) return null;
  const items = [{ name: t('common.breadcrumb.home'), url: '/', isCurrentPage: false }, ...trail].map((item) =>
    'nameKey' in item && item.nameKey ? { ...item, name: t(item.nameKey) } : item,
  );
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: origin + buildHref(item.url, location.site, location.locale),
    })),
  };
  return (
    <nav aria-label={t('common.breadcrumb.label')} className={css({ fontSize: 'sm', color: 'muted', py: '3' })}>
      <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none' })}>
        {items.map((item, index) => (
          <li key={item.url + index} className={css({ display: 'flex', gap: '1' })}>
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.isCurrentPage ? (
              <span aria-current="page" className={css({ color: 'fg', fontWeight: 'medium' })}>
                {item.name}
              </span>
            ) : (
              <Link to={item.url} className={css({ color: 'brand.blue', textDecoration: 'underline' })}>
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJson(jsonLd) }} />
    </nav>
  );
}
