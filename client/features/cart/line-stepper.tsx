import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { BasketProductItem } from '../../../shared/cart/basket';
import { STEPPER_MIN, stepperBlocked } from '../../../shared/cart/stock-rules';
import { useT } from '../../i18n/intl';
import { showToast } from '../toast/toaster';
import { stepperButtonClass } from '../product-card/quantity-stepper';

/**
 * A cart line's quantity stepper (document 1 §4): never below 1 (decrementing at 1 does nothing);
 * a change over the stock limit is refused here with "quantity exceeds available stock", before
 * any request; an unchanged value sends nothing. A pair or set steps by its pack, and a typed
 * quantity goes up to the next whole pack (decision 288).
 */
export function LineStepper({ item, busy, onChange }: { item: BasketProductItem; busy: boolean; onChange: (quantity: number) => void }) {
  const t = useT();
  const step = item.c_packQuantity ?? 1;
  const [text, setText] = useState(String(item.quantity));
  useEffect(() => setText(String(item.quantity)), [item.quantity]);
  const request = (typed: number) => {
    const next = Math.ceil(typed / step) * step;
    if (busy || !Number.isInteger(next) || next < STEPPER_MIN || next === item.quantity) {
      setText(String(item.quantity));
      return;
    }
    // A part that may no longer be sold can only go down (decision 262).
    if (next > item.quantity && !item.c_orderable) {
      setText(String(item.quantity));
      showToast({ status: 'error', message: t('pdp.notAvailable') });
      return;
    }
    const blocked = stepperBlocked({ type: item.c_shipmentType, current: item.quantity, next, stock: item.c_availableStock, storeStock: item.c_storeStock });
    if (blocked) {
      setText(String(item.quantity));
      showToast({ status: 'error', message: t('cart.quantityExceeds') });
      return;
    }
    onChange(next);
  };
  return (
    <div role="group" aria-label={t('cart.quantityFor', { name: item.productName })} className={css({ display: 'inline-flex', alignItems: 'center', border: '1px solid', borderColor: 'line', borderRadius: 'md', bg: 'white' })}>
      <button type="button" aria-label={t('cart.decrease', { name: item.productName })} disabled={busy || item.quantity <= STEPPER_MIN * step} onClick={() => request(item.quantity - step)} className={stepperButtonClass}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={STEPPER_MIN * step}
        step={step}
        value={text}
        disabled={busy}
        aria-label={t('cart.quantityFor', { name: item.productName })}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => request(Number.parseInt(text, 10))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') request(Number.parseInt(text, 10));
        }}
        className={css({ w: '12', textAlign: 'center', h: '9', borderX: '1px solid', borderColor: 'line' })}
      />
      <button type="button" aria-label={t('cart.increase', { name: item.productName })} disabled={busy} onClick={() => request(item.quantity + step)} className={stepperButtonClass}>
        +
      </button>
    </div>
  );
}
