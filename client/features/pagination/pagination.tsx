import { css } from 'styled-system/css';
import { pageCount, paginationItems, type PaginationItem } from '../../../shared/search/pagination-items';
import { PAGE_BUTTONS_DESKTOP, PAGE_BUTTONS_MOBILE } from '../../../shared/search/search-constants';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';

const itemClass = css({
  minW: '10',
  h: '10',
  px: '2',
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'line',
  fontWeight: 'semibold',
  color: 'fg',
  _hover: { bg: 'surface' },
});
const currentClass = css({ bg: 'brand.blue', color: 'white', borderColor: 'brand.blue', _hover: { bg: 'brand.blue' } });

function Items({ items, current, hrefFor }: { items: PaginationItem[]; current: number; hrefFor: (page: number) => string }) {
  const t = useT();
  return (
    <>
      {items.map((item) =>
        item.type === 'ellipsis' ? (
          <li key={item.key} aria-hidden="true" className={css({ px: '1', color: 'muted' })}>
            …
          </li>
        ) : (
          <li key={item.page}>
            <Link
              to={hrefFor(item.page)}
              aria-label={t('listing.pagination.page', { page: item.page })}
              aria-current={item.page === current ? 'page' : undefined}
              className={`${itemClass} ${item.page === current ? currentClass : ''}`}
            >
              {item.page}
            </Link>
          </li>
        ),
      )}
    </>
  );
}

/**
 * Pagination (document 2 §2), only when the total exceeds the page size: Prev/Next, 3 page
 * buttons on mobile and 5 from the sm breakpoint, first and last pages, ellipses. Links work
 * without script; in the app they change `page` and scroll to the top.
 */
export function Pagination({ total, pageSize, current, hrefFor }: { total: number; pageSize: number; current: number; hrefFor: (page: number) => string }) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  if (total <= pageSize || pages <= 1) return null;
  const edge = css({ display: 'inline-flex', alignItems: 'center', h: '10', px: '3', borderRadius: 'md', border: '1px solid', borderColor: 'line', fontWeight: 'semibold', color: 'brand.blue' });
  return (
    <nav aria-label={t('listing.pagination.label')} data-testid="pagination" className={css({ display: 'flex', justifyContent: 'center', mt: '8' })}>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', listStyle: 'none' })}>
        {current > 1 && (
          <li>
            <Link to={hrefFor(current - 1)} rel="prev" className={edge}>
              <span className={css({ display: { base: 'inline', sm: 'none' } })}>{t('listing.pagination.prev')}</span>
              <span className={css({ display: { base: 'none', sm: 'inline' } })}>{t('listing.pagination.previous')}</span>
            </Link>
          </li>
        )}
        <li className={css({ display: { base: 'contents', sm: 'none' } })}>
          <ul className={css({ display: 'flex', gap: '1', listStyle: 'none' })}>
            <Items items={paginationItems(current, pages, PAGE_BUTTONS_MOBILE)} current={current} hrefFor={hrefFor} />
          </ul>
        </li>
        <li className={css({ display: { base: 'none', sm: 'contents' } })}>
          <ul className={css({ display: 'flex', gap: '1', listStyle: 'none' })}>
            <Items items={paginationItems(current, pages, PAGE_BUTTONS_DESKTOP)} current={current} hrefFor={hrefFor} />
          </ul>
        </li>
        {current < pages && (
          <li>
            <Link to={hrefFor(current + 1)} rel="next" className={edge}>
              {t('listing.pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
