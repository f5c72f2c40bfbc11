import { css } from 'styled-system/css';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { PriceTier } from '../../../shared/pricing/price-rules';
import type { CurrencyCode, LocaleId } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';

/** One button per price tier (quantity and price), replacing the stepper when more than one tier exists (document 1 §5). */
export function TierButtons({ tiers, quantity, currency, locale, onChange }: { tiers: readonly PriceTier[]; quantity: number; currency: CurrencyCode; locale: LocaleId; onChange: (quantity: number) => void }) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t('pdp.tiers')} data-testid="tier-buttons" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {tiers.map((tier) => {
        const checked = tier.quantity === quantity;
        return (
          <button
            key={tier.quantity}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(tier.quantity)}
            className={css({
              minH: '11',
              px: '3',
              border: '2px solid',
              borderColor: checked ? 'brand.blue' : 'line',
              bg: checked ? 'surface' : 'white',
              borderRadius: 'md',
              fontSize: 'sm',
              fontWeight: 'semibold',
              cursor: 'pointer',
            })}
          >
            {t('pdp.tier', { quantity: tier.quantity, price: formatPrice(tier.price, currency, locale) })}
          </button>
        );
      })}
    </div>
  );
}
