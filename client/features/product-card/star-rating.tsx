import { useSetAtom } from 'jotai';
import { useId, type MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { reviewsPanelAtom } from '../reviews/reviews-atoms';

const STARS = [0, 1, 2, 3, 4];
const STAR = 'M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z';
const STAR_WIDTH = 24;

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

/**
 * Five stars with the review count, as a button that opens the product's reviews panel
 * (document 2 §2 Product card). The text carries the accessible name. One small SVG per card:
 * the outlines, then the same stars filled and clipped to the shown rating.
 */
export function StarRating({ average, count, productId, productName }: { average: number; count: number; productId?: string; productName?: string }) {
  const t = useT();
  const id = useId();
  const openReviews = useSetAtom(reviewsPanelAtom);
  const rounded = Math.round(average * 10) / 10;
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
      className={css({ alignSelf: 'flex-start', display: 'flex', alignItems: 'center', gap: '1', minH: '6', fontSize: 'sm', color: 'muted', cursor: 'pointer', borderRadius: 'sm', _hover: { color: 'ink', textDecoration: 'underline' } })}
    >
      <span className={css({ srOnly: true })}>{t('product.rating', { average: rounded })}</span>
      <svg aria-hidden="true" width="70" height="14" viewBox="0 0 120 24" className={css({ color: 'warning' })}>
        <defs>
          <path id={`${id}s`} d={STAR} />
          <clipPath id={`${id}c`}>
            <rect width={shownStars(average) * STAR_WIDTH} height="24" />
          </clipPath>
        </defs>
        {STARS.map((i) => (
          <use key={i} href={`#${id}s`} x={i * STAR_WIDTH} fill="none" stroke="currentColor" strokeWidth="1.5" />
        ))}
        <g clipPath={`url(#${id}c)`}>
          {STARS.map((i) => (
            <use key={i} href={`#${id}s`} x={i * STAR_WIDTH} fill="currentColor" />
          ))}
        </g>
      </svg>
      <span>({t('product.reviewCount', { count })})</span>
    </button>
  );
}
