import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { css } from 'styled-system/css';
import { garageVehicle, type GarageVehicle } from '../../../shared/vehicles/garage';
import { vehicleName } from '../../../shared/vehicles/vehicle-levels';
import { useT } from '../../i18n/intl';
import { selectedGarageVehicleAtom, setQualifiersAtom } from '../garage/garage-atoms';
import { useChooseVehicle } from '../garage/use-choose-vehicle';
import { EMPTY_SELECTION, engineOptions, isMakeDisabled, isModelDisabled, selectionReducer, submodelOptions, type SelectionState } from './selection-reducer';
import type { VehicleSelectorOptions } from './selector-atoms';
import type { VinPrefill } from './vin-prefill';
import { useVehicleLevels } from './use-vehicle-levels';
import { VehicleSelect, type SelectOption } from './vehicle-select';

const toOptions = (levels: readonly { id: string; label: string }[]): SelectOption[] => levels.map((l) => ({ value: l.id, label: l.label }));
const plainOptions = (values: readonly string[]): SelectOption[] => values.map((v) => ({ value: v, label: v }));

function initialState(entry: GarageVehicle | null, step: VehicleSelectorOptions['step']): SelectionState {
  if (step !== 'qualifiers' || !entry) return EMPTY_SELECTION;
  return { year: entry.year.id, make: entry.make.id, model: entry.model.id, submodel: entry.submodel, engine: entry.engineBlockId };
}

/**
 * Year → Make → Model (document 2 §2, §4). Choosing the model applies the vehicle at once; when the
 * model has trim/engine configurations the form then offers them (optional) to refine the entry.
 * After a VIN lookup it opens with the levels the VIN decided (`prefill`).
 */
export function MakeModelForm({ options, onDone, prefill }: { options: VehicleSelectorOptions; onDone: () => void; prefill?: VinPrefill | null }) {
  const t = useT();
  const selected = useAtomValue(selectedGarageVehicleAtom);
  const [state, dispatch] = useReducer(selectionReducer, prefill?.selection ?? initialState(selected, options.step));
  const [applied, setApplied] = useState<GarageVehicle | null>(prefill ? prefill.applied : options.step === 'qualifiers' ? selected : null);
  const levels = useVehicleLevels(state);
  const choose = useChooseVehicle();
  const setQualifiers = useSetAtom(setQualifiersAtom);
  const years = useMemo(() => toOptions(levels.years), [levels.years]);
  const makes = useMemo(() => toOptions(levels.makes), [levels.makes]);
  const models = useMemo(() => toOptions(levels.models), [levels.models]);
  const configs = applied && levels.configs ? levels.configs : null;
  const submodels = useMemo(() => plainOptions(configs ? submodelOptions(configs) : []), [configs]);
  const engines = useMemo(() => plainOptions(configs ? engineOptions(configs, state.submodel) : []), [configs, state.submodel]);

  // A model without configurations has nothing to refine: the dialog is done.
  useEffect(() => {
    if (applied && levels.configs && levels.configs.length === 0) onDone();
  }, [applied, levels.configs, onDone]);

  const chooseModel = async (modelId: string | null) => {
    dispatch({ type: 'model', model: modelId });
    const year = levels.years.find((y) => y.id === state.year);
    const make = levels.makes.find((m) => m.id === state.make);
    const model = levels.models.find((m) => m.id === modelId);
    if (!year || !make || !model) return;
    const entry = garageVehicle({ year, make, model }, { searchOnly: options.searchOnly });
    await choose(entry, { noRedirect: options.noRedirect });
    setApplied(entry);
    options.onApplied?.(entry);
  };

  const refine = (next: { submodel: string | null; engine: string | null }) => {
    if (applied) void setQualifiers({ modelId: applied.model.id, ...next });
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {prefill?.notice && (
        <p role="status" data-testid="vin-prefill-notice" className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
          {t(prefill.notice.key, prefill.notice.values)}
        </p>
      )}
      <VehicleSelect name="year" label={t('vehicle.year')} placeholder={t('vehicle.selectYear')} options={years} value={state.year} onChange={(year) => dispatch({ type: 'year', year })} />
      <VehicleSelect
        name="make"
        label={t('vehicle.make')}
        placeholder={t('vehicle.selectMake')}
        options={makes}
        value={state.make}
        disabled={isMakeDisabled(state)}
        onChange={(make) => dispatch({ type: 'make', make })}
      />
      <VehicleSelect
        name="model"
        label={t('vehicle.model')}
        placeholder={t('vehicle.selectModel')}
        options={models}
        value={state.model}
        disabled={isModelDisabled(state)}
        onChange={(model) => void chooseModel(model)}
      />
      {levels.loading && <p role="status" className={css({ color: 'muted', fontSize: 'sm' })}>{t('vehicle.loadingOptions')}</p>}
      {levels.failed && <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>{t('vehicle.somethingWrong')}</p>}
      {applied && configs && configs.length > 0 && (
        <section aria-labelledby="vehicle-refine-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '3', borderTop: '1px solid', borderColor: 'line' })}>
          <p id="vehicle-refine-heading" className={css({ fontSize: 'sm', color: 'muted' })}>
            {t('vehicle.refineHeading', { vehicle: vehicleName(applied) })}
          </p>
          <VehicleSelect
            name="submodel"
            label={t('vehicle.submodel')}
            placeholder={t('vehicle.selectSubmodel')}
            options={submodels}
            value={state.submodel}
            onChange={(submodel) => {
              dispatch({ type: 'submodel', submodel, configs });
              const keep = configs.some((c) => c.submodel === submodel && c.engine === state.engine);
              refine({ submodel, engine: keep ? state.engine : null });
            }}
          />
          <VehicleSelect
            name="engine"
            label={t('vehicle.engine')}
            placeholder={t('vehicle.selectEngine')}
            options={engines}
            value={state.engine}
            onChange={(engine) => {
              dispatch({ type: 'engine', engine });
              refine({ submodel: state.submodel, engine });
            }}
          />
          <button type="button" onClick={onDone} className={css({ alignSelf: 'flex-start', px: '5', py: '2', minH: '11', borderRadius: 'md', bg: 'brand.blue', color: 'white', fontWeight: 'semibold', cursor: 'pointer', _hover: { bg: 'brand.blueDark' } })}>
            {t('vehicle.done')}
          </button>
        </section>
      )}
    </div>
  );
}
