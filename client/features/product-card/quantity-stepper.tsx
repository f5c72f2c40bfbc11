import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

/** The − and + buttons of a quantity stepper (cards, product page, cart lines). */
const groupClass = css({ display: 'inline-flex', alignItems: 'center', border: '1px solid', borderColor: 'line', borderRadius: 'md' });
const fieldClass = css({ w: '10', textAlign: 'center', h: '9', borderX: '1px solid', borderColor: 'line' });

export const stepperButtonClass = css({
  w: '9',
  h: '9',
  display: 'grid',
  placeItems: 'center',
  fontSize: 'lg',
  fontWeight: 'bold',
  cursor: 'pointer',
  _disabled: { color: 'line', cursor: 'not-allowed' },
});

/**
 * The quantity a typed text settles to on blur: the minimum for empty or below it, the maximum
 * above; a pair or set (step 2 or 4) goes up to its next whole pack (decision 288).
 */
export function settleQuantity(text: string, min: number, max: number, step = 1): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < min) return min;
  return Math.min(Math.ceil(value / step) * step, max);
}

/**
 * Quantity stepper (minimum 1, document 2 §5): − and + buttons around a numeric input; empty is
 * allowed while typing and settles on blur. Plain elements rather than a state machine per card,
 * since a list renders two dozen of them on the server. A part sold in pairs or sets steps by its
 * pack, from one pack up to the most whole packs in stock.
 */
export function QuantityStepper({ value, max, onChange, name, step = 1 }: { value: number; max: number; onChange: (value: number) => void; name: string; step?: number }) {
  const t = useT();
  const upper = Math.max(step, max - (max % step));
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div role="group" aria-label={`${t('product.quantity')} — ${name}`} className={groupClass}>
      <button type="button" aria-label={t('product.decrease')} disabled={value <= step} onClick={() => commit(Math.max(step, value - step))} className={stepperButtonClass}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={step}
        max={upper}
        step={step}
        value={text}
        aria-label={`${t('product.quantity')} — ${name}`}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => commit(settleQuantity(text, step, upper, step))}
        className={fieldClass}
      />
      <button type="button" aria-label={t('product.increase')} disabled={value >= upper} onClick={() => commit(Math.min(upper, value + step))} className={stepperButtonClass}>
        +
      </button>
    </div>
  );
}
