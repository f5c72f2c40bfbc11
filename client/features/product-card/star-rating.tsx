import { useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { formatRating } from '../../../shared/i18n/format-measures';
import { useIntl, useT } from '../../i18n/intl';
import { reviewsPanelAtom } from '../reviews/reviews-atoms';

// Stars are painted with CSS masks in the text colour: three elements per rating instead of an SVG
// with ten <use> copies, which cost every product card style and layout work.
const starRow = css({ position: 'absolute', insetY: '0', left: '0', bg: 'currentColor', maskSize: '14px 14px', maskRepeat: 'repeat-x', WebkitMaskSize: '14px 14px', WebkitMaskRepeat: 'repeat-x',
  // High-contrast modes replace backgrounds: keep the stars, in the text colour.
  '@media (forced-colors: active)': { forcedColorAdjust: 'none', bg: 'CanvasText' } });
// The masks are one star (outline, then filled) as a data-URI SVG, written out in full so the
// class names are computed at build time (decision 236).
const outline = css({
  w: 'full',
  maskImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z' fill='none' stroke='%23000' stroke-width='1.5'/%3E%3C/svg%3E")`,
  WebkitMaskImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z' fill='none' stroke='%23000' stroke-width='1.5'/%3E%3C/svg%3E")`,
});
const filled = css({
  maskImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z' fill='%23000'/%3E%3C/svg%3E")`,
  WebkitMaskImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z' fill='%23000'/%3E%3C/svg%3E")`,
});
// Width of the filled row per half star shown (0 to 5 in halves), 14 px a star.
const FILLED_WIDTH = [
  css({ w: '0' }), css({ w: '7px' }), css({ w: '14px' }), css({ w: '21px' }), css({ w: '28px' }), css({ w: '35px' }),
  css({ w: '42px' }), css({ w: '49px' }), css({ w: '56px' }), css({ w: '63px' }), css({ w: '70px' }),
];

/** Stars shown for an average (document 2 §9): whole stars, plus a half when the fraction is .5 or more. */
export function shownStars(average: number): number {
  const whole = Math.floor(average);
  return Math.min(5, whole + (average - whole >= 0.5 ? 0.5 : 0));
}

/** The product a card's stars belong to: given, else read from the card around them. */
function cardProduct(button: HTMLElement, productId?: string, productName?: string): { productId: string; productName: string } | null {
  const card = button.closest<HTMLElement>('[data-product-id]');
  const id = productId ?? card?.dataset.productId;
  if (!id) return null;
  return { productId: id, productName: productName ?? card?.querySelector('h2, h3')?.textContent ?? id };
}

// Computed once: every card with reviews renders this.
const ratingButtonClass = css({ alignSelf: 'flex-start', display: 'flex', alignItems: 'center', gap: '1', minH: '6', fontSize: 'sm', color: 'muted', cursor: 'pointer', borderRadius: 'sm', _hover: { color: 'ink', textDecoration: 'underline' } });
const srOnlyClass = css({ srOnly: true });
const starsClass = css({ position: 'relative', display: 'inline-block', w: '70px', h: '14px', flexShrink: 0, color: 'warning' });

/**
 * Five stars with the review count, as a button that opens the product's reviews panel
 * (document 2 §2 Product card). The text carries the accessible name. The stars are a row of
 * outlines with a row of filled stars over it, as wide as the shown rating.
 */
export function StarRating({ average, count, productId, productName }: { average: number; count: number; productId?: string; productName?: string }) {
  const t = useT();
  const intl = useIntl();
  const openReviews = useSetAtom(reviewsPanelAtom);
  const shown = shownStars(average);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const product = cardProduct(event.currentTarget, productId, productName);
    if (product) openReviews({ ...product, view: 'reviews' });
  };
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-testid="card-rating"
      onClick={onClick}
      className={ratingButtonClass}
    >
      <span className={srOnlyClass}>{t('product.rating', { average: formatRating(intl, average) })}</span>
      <span aria-hidden="true" className={starsClass}>
        <span className={cx(starRow, outline)} />
        <span className={cx(starRow, filled, FILLED_WIDTH[shown * 2])} data-stars={shown} />
      </span>
      <span>({t('product.reviewCount', { count })})</span>
    </button>
  );
}
