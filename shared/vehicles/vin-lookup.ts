/** The VIN lookup's API (POST /api/vehicles/vin), shared by the worker and the browser. */
import type { VinProblem } from './vin';
import type { VehicleLevel } from './vehicle-levels';

export const VIN_LOOKUP_PATH = '/api/vehicles/vin';

/** Why a lookup gave no vehicle: the VIN's own problems (400) or no match in our vehicle table (404). */
export type VinLookupError = VinProblem | 'unknown-maker' | 'not-in-catalogue';

/** The API's English message per error; the storefront shows its own localized text per code. */
export const VIN_ERROR_MESSAGES: Readonly<Record<VinLookupError, string>> = {
  characters: 'A VIN uses only letters and digits.',
  letters: 'A VIN never uses the letters I, O or Q: check for the digits 1 and 0.',
  length: 'A VIN has 17 characters.',
  'check-digit': "This VIN's check digit (the 9th character) does not match: check each character.",
  year: 'The 10th character of this VIN is not a model year.',
  'unknown-maker': "We don't recognize the maker of this VIN.",
  'not-in-catalogue': 'We have no parts listed for this vehicle yet.',
};

/** The selector level the shopper still has to choose; null when the VIN decided everything. */
export type VinUndecided = 'make' | 'model' | 'submodel' | 'engine' | null;

/** What a VIN told us, resolved against our vehicle table. */
export interface VinLookupResult {
  vin: string;
  year: VehicleLevel;
  make: VehicleLevel | null;
  model: VehicleLevel | null;
  submodel: string | null;
  engine: string | null;
  undecided: VinUndecided;
}

/** Error body of the lookup. */
export interface VinLookupErrorBody {
  status: number;
  code: VinLookupError;
  message: string;
}
