/** Sequential vehicle selection (document 2 §2 Add-vehicle dialog, §4 Vehicle selection). */
import type { VehicleConfig } from '../../../shared/vehicles/vehicle-levels';

export interface SelectionState {
  /** Year id ('2019'). */
  year: string | null;
  /** Make id ('2019-honda'). */
  make: string | null;
  /** Model id ('2019-honda-civic'). */
  model: string | null;
  submodel: string | null;
  engine: string | null;
}

export type SelectionAction =
  | { type: 'year'; year: string | null }
  | { type: 'make'; make: string | null }
  | { type: 'model'; model: string | null }
  | { type: 'submodel'; submodel: string | null; configs: readonly VehicleConfig[] }
  | { type: 'engine'; engine: string | null }
  | { type: 'reset' };

export const EMPTY_SELECTION: SelectionState = { year: null, make: null, model: null, submodel: null, engine: null };

/**
 * Choosing a year clears make and model; choosing a make clears the model; choosing a model clears
 * trim and engine; choosing a trim keeps the engine only if that trim offers it.
 */
export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'year':
      return { ...EMPTY_SELECTION, year: action.year };
    case 'make':
      return { ...EMPTY_SELECTION, year: state.year, make: state.year ? action.make : null };
    case 'model':
      return { ...state, model: state.make ? action.model : null, submodel: null, engine: null };
    case 'submodel': {
      const keep = state.engine !== null && action.configs.some((c) => c.submodel === action.submodel && c.engine === state.engine);
      return { ...state, submodel: state.model ? action.submodel : null, engine: keep ? state.engine : null };
    }
    case 'engine':
      return { ...state, engine: state.model ? action.engine : null };
    case 'reset':
      return EMPTY_SELECTION;
  }
}

/** Make stays disabled until a year is chosen. */
export function isMakeDisabled(state: SelectionState): boolean {
  return state.year === null;
}

/** Model stays disabled until a make is chosen. */
export function isModelDisabled(state: SelectionState): boolean {
  return state.make === null;
}

/** The distinct trims of a model, in catalogue order. */
export function submodelOptions(configs: readonly VehicleConfig[]): string[] {
  return [...new Set(configs.map((c) => c.submodel))];
}

/** The engines offered with a trim (all engines of the model when no trim is chosen). */
export function engineOptions(configs: readonly VehicleConfig[], submodel: string | null): string[] {
  return [...new Set(configs.filter((c) => submodel === null || c.submodel === submodel).map((c) => c.engine))];
}

/** Years, newest first (document 2 §2: year options are sorted descending). */
export function sortYearsDescending<T extends { id: string }>(years: readonly T[]): T[] {
  return [...years].sort((a, b) => Number(b.id) - Number(a.id));
}

/**
 * The footer button (Find My Part) works only on the plate tab, never on the Canadian site, and
 * on the VIN tab (both sites, decision 281); never while a lookup runs.
 */
export function canFindMyPart(input: { tab: 'make-model' | 'plate' | 'vin'; isCanada: boolean; lookupRunning: boolean }): boolean {
  const lookupTab = (input.tab === 'plate' && !input.isCanada) || input.tab === 'vin';
  return lookupTab && !input.lookupRunning;
}
