import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

const STARS = [1, 2, 3, 4, 5];

/** Five stars (half star from .5) with the review count; the text carries the accessible name. */
export function StarRating({ average, count }: { average: number; count: number }) {
  const t = useT();
  const rounded = Math.round(average * 10) / 10;
  return (
    <p className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'muted' })}>
      <span className={css({ srOnly: true })}>{t('product.rating', { average: rounded })}</span>
      <span aria-hidden="true" className={css({ display: 'inline-flex', color: 'warning' })}>
        {STARS.map((star) => {
          const fill = average >= star ? 'full' : average >= star - 0.5 ? 'half' : 'empty';
          return (
            <svg key={star} width="14" height="14" viewBox="0 0 24 24">
              <defs>
                <linearGradient id={`half-${star}`}>
                  <stop offset="50%" stopColor="currentColor" />
                  <stop offset="50%" stopColor="transparent" />
                </linearGradient>
              </defs>
              <path
                d="M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z"
                fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#half-${star})` : 'none'}
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
          );
        })}
      </span>
      <span>({t('product.reviewCount', { count })})</span>
    </p>
  );
}
