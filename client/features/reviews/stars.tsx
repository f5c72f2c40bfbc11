import { useId } from 'react';
import { css } from 'styled-system/css';
import { starStates } from '../../../shared/reviews/rating-summary';

const STAR = 'M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z';

/** Five stars for an average (full, half at .5 or more, empty); decorative, the caller says the value. */
export function Stars({ average, size = 18 }: { average: number; size?: number }) {
  const id = useId();
  return (
    <span aria-hidden="true" data-stars={average} className={css({ display: 'inline-flex', gap: '0.5', color: 'warning' })}>
      {starStates(average).map((state, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" data-star={state}>
          {state === 'half' && (
            <defs>
              <clipPath id={`${id}h`}>
                <rect width="12" height="24" />
              </clipPath>
            </defs>
          )}
          <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" />
          {state !== 'empty' && <path d={STAR} fill="currentColor" clipPath={state === 'half' ? `url(#${id}h)` : undefined} />}
        </svg>
      ))}
    </span>
  );
}
