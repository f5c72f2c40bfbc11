import { css } from 'styled-system/css';
import type { HitFitment } from '../../../shared/types/product';
import { useT } from '../../i18n/intl';

// Computed once: every card of a list with a vehicle renders this.
const fitsClass = css({ display: 'flex', gap: '1', alignItems: 'flex-start', fontSize: 'sm', fontWeight: 'semibold', color: 'success' });
const checkClass = css({ flexShrink: 0, mt: '0.5' });
const reviewSpecsClass = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'warning', bg: '#FFF6E5', p: '2', borderRadius: 'md' });

/**
 * 'Fits {vehicle}' with a green check, naming the position when the part has one ('Fits 2019
 * Honda Civic — Front', decision 289), or the review-specs warning (document 2 §2).
 */
export function FitmentBanner({ fitment, vehicleName, position }: { fitment: HitFitment; vehicleName: string | null; position?: string | null }) {
  const t = useT();
  if (fitment === 'none' || !vehicleName) return null;
  if (fitment === 'fits') {
    return (
      <p className={fitsClass}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" className={checkClass}>
          <path d="M4 12l5 5L20 6" />
        </svg>
        {t('product.fits', { vehicle: vehicleName, position: position ?? '' })}
      </p>
    );
  }
  return (
    <p role="note" className={reviewSpecsClass}>
      {t('product.reviewSpecs')}
    </p>
  );
}
