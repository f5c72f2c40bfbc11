import { useId } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

const STARS = [0, 1, 2, 3, 4];
const STAR = 'M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z';
const STAR_WIDTH = 24;

/** Stars shown for an average (document 2 §9): whole stars, plus a half when the fraction is .5 or more. */
export function shownStars(average: number): number {
  const whole = Math.floor(average);
  return Math.min(5, whole + (average - whole >= 0.5 ? 0.5 : 0));
}

/**
 * Five stars with the review count; the text carries the accessible name. One small SVG per card:
 * the outlines, then the same stars filled and clipped to the shown rating.
 */
export function StarRating({ average, count }: { average: number; count: number }) {
  const t = useT();
  const id = useId();
  const rounded = Math.round(average * 10) / 10;
  return (
    <p className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'muted' })}>
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
    </p>
  );
}
