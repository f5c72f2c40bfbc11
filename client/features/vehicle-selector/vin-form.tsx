import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { garageVehicle } from '../../../shared/vehicles/garage';
import type { VinLookupError } from '../../../shared/vehicles/vin-lookup';
import { useT } from '../../i18n/intl';
import { useChooseVehicle } from '../garage/use-choose-vehicle';
import { lookUpVin } from './vin-lookup';
import { vinPrefill, type VinPrefill } from './vin-prefill';
import type { VehicleSelectorOptions } from './selector-atoms';

/** Id of the selector's VIN form; the dialog footer's Find My Part button submits it. */
export const VIN_FORM_ID = 'vehicle-vin-form';

const MESSAGE_KEYS: Record<VinLookupError, string> = {
  length: 'vehicle.vinLength',
  letters: 'vehicle.vinLetters',
  characters: 'vehicle.vinCharacters',
  'check-digit': 'vehicle.vinCheckDigit',
  year: 'vehicle.vinYear',
  'unknown-maker': 'vehicle.vinUnknownMaker',
  'not-in-catalogue': 'vehicle.vinNotInCatalogue',
};

const inputClass = css({
  w: 'full',
  minH: '11',
  px: '3',
  border: '1px solid',
  borderColor: 'muted',
  borderRadius: 'md',
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  _placeholder: { textTransform: 'none', letterSpacing: 'normal' },
  _invalid: { borderColor: 'danger' },
});

/**
 * VIN entry (issue 30): 17 characters checked in the browser, then looked up. A VIN that names
 * the model applies the vehicle (and opens its page unless told not to); whatever it leaves open
 * goes back to the selector through `onPartial`, pre-filled at the first undecided level.
 */
export function VinForm({
  options,
  running,
  onRunningChange,
  onDone,
  onPartial,
  formId = VIN_FORM_ID,
  submitLabel,
}: {
  options: VehicleSelectorOptions;
  running: boolean;
  onRunningChange: (running: boolean) => void;
  onDone: () => void;
  onPartial: (prefill: VinPrefill) => void;
  formId?: string;
  /** A submit button of the form's own (the garage page); the dialog submits from its footer. */
  submitLabel?: string;
}) {
  const t = useT();
  const choose = useChooseVehicle();
  const [vin, setVin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = `${formId}-input`;
  const errorId = `${formId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    if (!vin.trim()) {
      setError(t('vehicle.vinRequired'));
      return;
    }
    setError(null);
    onRunningChange(true);
    try {
      const outcome = await lookUpVin(vin);
      if (outcome.kind === 'refused') {
        setError(t(MESSAGE_KEYS[outcome.reason], { count: outcome.length }));
        return;
      }
      if (outcome.kind !== 'found') {
        setError(t(outcome.kind === 'rate-limited' ? 'vehicle.tooManyLookups' : 'vehicle.somethingWrong'));
        return;
      }
      const { result } = outcome;
      if (!result.make || !result.model) {
        onPartial(vinPrefill(result, null));
        return;
      }
      const entry = garageVehicle(
        { year: result.year, make: result.make, model: result.model },
        { submodel: result.submodel, engine: result.engine, searchOnly: options.searchOnly },
      );
      await choose(entry, { noRedirect: options.noRedirect });
      options.onApplied?.(entry);
      setVin('');
      if (result.undecided) onPartial(vinPrefill(result, entry));
      else onDone();
    } finally {
      onRunningChange(false);
    }
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('vehicle.vinHint')}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor={inputId} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
          {t('vehicle.vinLabel')}
        </label>
        <input
          id={inputId}
          name="vin"
          className={inputClass}
          value={vin}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('vehicle.vinPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setVin(event.target.value)}
        />
        {error && (
          <p id={errorId} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
            {error}
          </p>
        )}
      </div>
      {running && (
        <p role="status" className={css({ color: 'muted', fontSize: 'sm' })}>
          {t('vehicle.lookupRunning')}
        </p>
      )}
      {submitLabel && (
        <button
          type="submit"
          disabled={running}
          className={css({ alignSelf: 'flex-start', minH: '11', px: '5', borderRadius: 'md', bg: 'brand.yellow', color: 'ink', fontWeight: 'bold', cursor: 'pointer', _hover: { bg: 'brand.yellowDark' }, _disabled: { bg: 'surface', color: 'muted', cursor: 'not-allowed' } })}
        >
          {submitLabel}
        </button>
      )}
    </form>
  );
}
