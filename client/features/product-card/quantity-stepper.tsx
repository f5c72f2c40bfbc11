import { NumberInput } from '@ark-ui/react/number-input';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

const buttonClass = css({
  w: '9',
  h: '9',
  display: 'grid',
  placeItems: 'center',
  fontSize: 'lg',
  fontWeight: 'bold',
  cursor: 'pointer',
  _disabled: { color: 'line', cursor: 'not-allowed' },
});

/** Quantity stepper (minimum 1, document 2 §5): Ark NumberInput, arrows and typing work. */
export function QuantityStepper({ value, max, onChange, name }: { value: number; max: number; onChange: (value: number) => void; name: string }) {
  const t = useT();
  return (
    <NumberInput.Root
      min={1}
      max={Math.max(1, max)}
      value={String(value)}
      onValueChange={(details) => onChange(Number.isFinite(details.valueAsNumber) ? details.valueAsNumber : 1)}
      clampValueOnBlur
      className={css({ display: 'inline-flex' })}
    >
      <NumberInput.Label className={css({ srOnly: true })}>{t('product.quantity')} — {name}</NumberInput.Label>
      <NumberInput.Control className={css({ display: 'inline-flex', alignItems: 'center', border: '1px solid', borderColor: 'line', borderRadius: 'md' })}>
        <NumberInput.DecrementTrigger aria-label={t('product.decrease')} className={buttonClass}>
          −
        </NumberInput.DecrementTrigger>
        <NumberInput.Input className={css({ w: '10', textAlign: 'center', h: '9', borderX: '1px solid', borderColor: 'line' })} />
        <NumberInput.IncrementTrigger aria-label={t('product.increase')} className={buttonClass}>
          +
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
    </NumberInput.Root>
  );
}
