import { css } from 'styled-system/css';
import type { CategoryPageData } from '../../shared/search/listing-data';
import { CategoryGrid } from '../features/category-grid/category-grid';
import { useCategoryView } from '../features/category-grid/use-category-view';
import { Breadcrumbs } from '../features/shell/breadcrumbs';
import { useT } from '../i18n/intl';
import { ContactLink } from '../features/contact/contact-link';
import type { PageProps } from './page-props';
import { JsonLd } from '../features/seo/json-ld';
import { collectionPage } from '../../shared/seo/structured-data';
import { useAbsoluteUrl } from '../features/content/content-seo';

/** Category page (document 2 §2): 'Select a category' and two levels of sub-categories. */
export default function CategoryPage({ payload }: PageProps<CategoryPageData>) {
  const t = useT();
  const { category, subCategories } = payload.data;
  useCategoryView(category.id);
  const absolute = useAbsoluteUrl();
  // Item URLs are the grid's own links; the page URL is its canonical form (shared/seo/page-seo.ts).
  const items = subCategories.map((c) => ({ name: c.name, url: absolute((c.categories ?? []).length ? `/${c.id}` : `/${c.parentCategoryId ?? 'category'}/${c.id}`) }));
  return (
    <div className={css({ maxW: 'container', mx: 'auto', px: { base: '3', md: '6' }, pb: '12' })}>
      <title>{category.pageTitle ?? category.name}</title>
      {category.pageDescription && <meta name="description" content={category.pageDescription} />}
      {category.pageKeywords && <meta name="keywords" content={category.pageKeywords} />}
      <JsonLd data={collectionPage({ name: category.pageTitle ?? category.name, description: category.pageDescription ?? undefined, url: absolute(`/${encodeURIComponent(category.id)}`), items })} />
      <Breadcrumbs items={payload.breadcrumbs} />
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mt: '2', mb: '1' })}>{t('listing.category.heading')}</h1>
      <p className={css({ color: 'muted', mb: '5', fontSize: 'lg' })}>{category.name}</p>
      {subCategories.length ? (
        <CategoryGrid categories={subCategories} />
      ) : (
        <div data-testid="empty-category" className={css({ textAlign: 'center', py: '12', px: '4', bg: 'surface', borderRadius: 'lg' })}>
          <p className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>{t('listing.category.noCategories')}</p>
          <p className={css({ mb: '4' })}>{t('listing.category.empty', { category: category.name })}</p>
          <ContactLink className={css({ display: 'inline-block', bg: 'brand.blue', color: 'white', px: '6', py: '3', borderRadius: 'md', fontWeight: 'semibold' })}>
            {t('listing.category.contactUs')}
          </ContactLink>
        </div>
      )}
    </div>
  );
}
