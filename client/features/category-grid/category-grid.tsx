import { css } from 'styled-system/css';
import type { Category } from '../../../shared/types/category';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';

/**
 * Two-level category listing with images: each sub-category card links to its own page and lists
 * its children, which link to their product lists (/{parentCategoryId}/{categoryId}).
 */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const t = useT();
  return (
    <ul data-testid="category-grid" className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }, gap: '4', listStyle: 'none' })}>
      {categories.map((category) => {
        const children = (category.categories ?? []).filter((c) => c.c_haveOnlineProducts);
        const href = children.length ? `/${category.id}` : `/${category.parentCategoryId ?? 'category'}/${category.id}`;
        return (
          <li key={category.id} className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '3', bg: 'white' })}>
            <Link to={href} className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg', _hover: { '& h2': { textDecoration: 'underline' } } })}>
              {category.image && <img src={category.image} alt="" width={64} height={64} loading="lazy" className={css({ w: '16', h: '16', objectFit: 'contain', flexShrink: 0 })} />}
              <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{category.name}</h2>
            </Link>
            {children.length > 0 && (
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none' })}>
                {children.map((child) => (
                  <li key={child.id}>
                    <Link to={`/${category.id}/${child.id}`} className={css({ display: 'inline-block', py: '1', color: 'brand.blue', _hover: { textDecoration: 'underline' } })}>
                      {child.name}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={`/category/${category.id}`} className={css({ display: 'inline-block', py: '1', fontWeight: 'semibold', color: 'brand.blue', textDecoration: 'underline' })}>
                    {t('listing.category.shopAll', { category: category.name })}
                  </Link>
                </li>
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
