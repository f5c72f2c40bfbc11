import { useMemo, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { garageVehicle } from '../../../shared/vehicles/garage';
import { US_STATE_CODES } from '../../../shared/vehicles/us-states';
import { useT } from '../../i18n/intl';
import { useChooseVehicle } from '../garage/use-choose-vehicle';
import { showToast } from '../toast/toaster';
import { lookUpPlate } from './plate-lookup';
import type { VehicleSelectorOptions } from './selector-atoms';
import { VehicleSelect } from './vehicle-select';

/** Id of the plate form; the dialog footer's Find My Part button submits it. */
export const PLATE_FORM_ID = 'vehicle-plate-form';

const PLATE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/;

const inputClass = css({
  w: 'full',
  minH: '11',
  px: '3',
  border: '1px solid',
  borderColor: 'muted',
  borderRadius: 'md',
  textTransform: 'uppercase',
  _placeholder: { textTransform: 'none' },
  _invalid: { borderColor: 'danger' },
});

/**
 * License plate + state (US site only). A found vehicle becomes the selected one, the page moves
 * to its landing page unless told not to, and the dialog closes; otherwise 'Invalid license plate'.
 */
export function PlateForm({
  options,
  running,
  onRunningChange,
  onDone,
}: {
  options: VehicleSelectorOptions;
  running: boolean;
  onRunningChange: (running: boolean) => void;
  onDone: () => void;
}) {
  const t = useT();
  const choose = useChooseVehicle();
  const [plate, setPlate] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ plate?: string; state?: string }>({});
  const states = useMemo(() => US_STATE_CODES.map((code) => ({ value: code, label: t(`regions.US.${code}`) })), [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    const trimmed = plate.trim();
    const nextErrors = {
      plate: !trimmed ? t('vehicle.plateRequired') : PLATE_PATTERN.test(trimmed) ? undefined : t('vehicle.plateFormat'),
      state: state ? undefined : t('vehicle.stateRequired'),
    };
    setErrors(nextErrors);
    if (nextErrors.plate || nextErrors.state || !state) return;
    onRunningChange(true);
    try {
      const outcome = await lookUpPlate(trimmed, state);
      if (outcome.kind === 'found') {
        const entry = garageVehicle(outcome.vehicle, { searchOnly: options.searchOnly });
        await choose(entry, { noRedirect: options.noRedirect });
        options.onApplied?.(entry);
        onDone();
      } else if (outcome.kind === 'invalid') {
        showToast({ status: 'error', message: t('vehicle.invalidPlate') });
      } else {
        showToast({ status: 'error', message: t(outcome.kind === 'rate-limited' ? 'vehicle.tooManyLookups' : 'vehicle.somethingWrong') });
      }
    } finally {
      onRunningChange(false);
    }
  };

  return (
    <form id={PLATE_FORM_ID} noValidate onSubmit={(event) => void submit(event)} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('vehicle.plateHint')}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor="vehicle-plate" className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
          {t('vehicle.plateLabel')}
        </label>
        <input
          id="vehicle-plate"
          name="licensePlate"
          className={inputClass}
          value={plate}
          maxLength={10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('vehicle.platePlaceholder')}
          aria-invalid={errors.plate ? true : undefined}
          aria-describedby={errors.plate ? 'vehicle-plate-error' : undefined}
          onChange={(event) => setPlate(event.target.value)}
        />
        {errors.plate && (
          <p id="vehicle-plate-error" className={css({ color: 'danger', fontSize: 'sm' })}>
            {errors.plate}
          </p>
        )}
      </div>
      <VehicleSelect name="state" label={t('vehicle.state')} placeholder={t('vehicle.selectState')} options={states} value={state} onChange={setState} error={errors.state} />
      {running && (
        <p role="status" className={css({ color: 'muted', fontSize: 'sm' })}>
          {t('vehicle.lookupRunning')}
        </p>
      )}
    </form>
  );
}
