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

/** The quantity a typed text settles to on blur: the minimum for empty or below it, the maximum above. */
export function settleQuantity(text: string, min: number, max: number): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < min) return min;
  return Math.min(value, max);
}

/**
 * Quantity stepper (minimum 1, document 2 §5): − and + buttons around a numeric input; empty is
 * allowed while typing and settles on blur. Plain elements rather than a state machine per card,
 * since a list renders two dozen of them on the server.
 */
export function QuantityStepper({ value, max, onChange, name }: { value: number; max: number; onChange: (value: number) => void; name: string }) {
  const t = useT();
  const upper = Math.max(1, max);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div role="group" aria-label={`${t('product.quantity')} — ${name}`} className={groupClass}>
      <button type="button" aria-label={t('product.decrease')} disabled={value <= 1} onClick={() => commit(Math.max(1, value - 1))} className={stepperButtonClass}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={upper}
        value={text}
        aria-label={`${t('product.quantity')} — ${name}`}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => commit(settleQuantity(text, 1, upper))}
        className={fieldClass}
      />
      <button type="button" aria-label={t('product.increase')} disabled={value >= upper} onClick={() => commit(Math.min(upper, value + 1))} className={stepperButtonClass}>
        +
      </button>
    </div>
  );
}
