import { useRef } from 'react';
import { css } from 'styled-system/css';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { CurrencyCode } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { useSelectedVehicle } from '../garage/use-selected-vehicle';
import { viewAllHref } from './view-all-href';

/** One tile of a scroller. */
export interface ScrollerItem {
  productId: string;
  name: string;
  image: string | null;
  /** Prefix-free product page path. */
  href: string;
  price: number;
  originalPrice?: number | null;
  currency: CurrencyCode;
  /** Deal tiles: their text, 'Limited Time Deal' by default. */
  dealText?: string;
}

const SKELETON_TILES = 4;
const listClass = css({ display: 'flex', gap: '3', overflowX: 'auto', listStyle: 'none', pb: '2', scrollSnapType: 'x mandatory' });
const verticalListClass = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });
const verticalTileClass = css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '3', bg: 'white' });
const tileClass = css({ flex: '0 0 auto', w: { base: '40', md: '52' }, border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '3', bg: 'white', scrollSnapAlign: 'start' });
// The items' class names, computed once: a scroller renders up to a dozen items.
const itemLinkClass = css({ display: 'flex', flexDirection: 'column', gap: '2', color: 'fg' });
const itemImageClass = css({ alignSelf: 'center' });
const dealTextClass = css({ fontSize: 'xs', fontWeight: 'bold', color: 'danger' });
const itemNameClass = css({ fontWeight: 'semibold', lineClamp: 2 });
const itemPriceClass = css({ fontSize: 'sm', color: 'muted' });
const dealPriceClass = css({ fontWeight: 'bold', mr: '2' });
const wasPriceClass = css({ color: 'muted', fontSize: 'sm' });

/**
 * Product scroller (document 2 §2): heading, See All Parts (See All on mobile) with the vehicle
 * placeholder resolved, scroll buttons from the lg breakpoint, 4 skeleton tiles while loading.
 */
export function ProductScroller({
  heading,
  viewAllUrl,
  items,
  variant = 'price-card',
  orientation = 'horizontal',
  onItemClick,
}: {
  heading: string;
  viewAllUrl?: string;
  items: ScrollerItem[] | undefined;
  variant?: 'deal-card' | 'price-card' | 'recently-viewed';
  /** Vertical: a stacked block (narrow places such as a drawer), no scroll buttons. */
  orientation?: 'horizontal' | 'vertical';
  /** Called when a tile is followed (recommendation click reports). */
  onItemClick?: (productId: string) => void;
}) {
  const t = useT();
  const { location } = useRouter();
  const vehicle = useSelectedVehicle();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: 'smooth' });
  const arrow = css({ display: { base: 'none', lg: 'grid' }, placeItems: 'center', w: '10', h: '10', borderRadius: 'full', border: '1px solid', borderColor: 'line', bg: 'white', cursor: 'pointer' });
  const headingId = `scroller-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={css({ py: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '3' })}>
        <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {heading}
        </h2>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          {viewAllUrl && (
            <Link to={viewAllHref(viewAllUrl, vehicle?.modelId ?? null)} className={css({ color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline' })}>
              <span className={css({ display: { base: 'inline', md: 'none' } })}>{t('product.seeAll')}</span>
              <span className={css({ display: { base: 'none', md: 'inline' } })}>{t('product.seeAllParts')}</span>
            </Link>
          )}
          {orientation === 'horizontal' && (
            <>
              <button type="button" aria-label={t('product.scrollLeft')} className={arrow} onClick={() => scroll(-1)}>
                ‹
              </button>
              <button type="button" aria-label={t('product.scrollRight')} className={arrow} onClick={() => scroll(1)}>
                ›
              </button>
            </>
          )}
        </div>
      </div>
      <ul ref={list} data-variant={variant} className={orientation === 'vertical' ? verticalListClass : listClass}>
        {items
          ? items.map((item) => (
              <li key={item.productId} className={orientation === 'vertical' ? verticalTileClass : tileClass}>
                <Link to={item.href} onClick={onItemClick ? () => onItemClick(item.productId) : undefined} className={itemLinkClass}>
                  {item.image && <img src={item.image} alt="" width={160} height={120} loading="lazy" className={itemImageClass} />}
                  {variant === 'deal-card' && <span className={dealTextClass}>{item.dealText ?? t('product.limitedTimeDeal')}</span>}
                  <span className={itemNameClass}>{item.name}</span>
                  {variant === 'recently-viewed' ? (
                    // A reminder of what was seen: today's price, without the deal styling.
                    <span className={itemPriceClass}>{formatPrice(item.price, item.currency, location.locale.id)}</span>
                  ) : (
                    <span>
                      <span className={dealPriceClass}>{formatPrice(item.price, item.currency, location.locale.id)}</span>
                      {item.originalPrice ? <s className={wasPriceClass}>{formatPrice(item.originalPrice, item.currency, location.locale.id)}</s> : null}
                    </span>
                  )}
                </Link>
              </li>
            ))
          : Array.from({ length: SKELETON_TILES }, (_, i) => (
              <li key={i} aria-hidden="true" className={orientation === 'vertical' ? verticalTileClass : tileClass}>
                <div className={css({ h: '28', bg: 'surface', borderRadius: 'md', mb: '2' })} />
                <div className={css({ h: '4', bg: 'surface', borderRadius: 'sm' })} />
              </li>
            ))}
      </ul>
    </section>
  );
}
