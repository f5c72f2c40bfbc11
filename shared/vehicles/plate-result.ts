/** Reading a licence-plate lookup response (document 2 §3 License plate lookup, §5). */
import { makeFromCode } from './make-codes';
import { makeLevel, modelLevel, slugify, yearLevel, type Vehicle } from './vehicle-levels';

export interface PlateRecordVehicle {
  modelYear?: number | string | null;
  makeCode?: string | null;
  modelDesc?: string | null;
}

/** POST /vin response. */
export interface PlateLookupResponse {
  responseRecords?: { vehicles?: PlateRecordVehicle[] | null }[] | null;
}

/** The model description cut at the first slash and trimmed ('CR-V/CR-V HYBRID' → 'CR-V'). */
export function cutModelDesc(modelDesc: string): string {
  return (modelDesc.split('/')[0] ?? '').trim();
}

/** A vehicle read from one plate record, or null when the record lacks year, make code or model. */
export function vehicleFromPlateRecord(record: PlateRecordVehicle): Vehicle | null {
  const year = Number(record.modelYear);
  const code = record.makeCode?.trim() ?? '';
  const modelName = cutModelDesc(record.modelDesc ?? '');
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || !code || !slugify(modelName)) return null;
  const make = makeFromCode(code);
  if (!make.slug) return null;
  return {
    year: yearLevel(year),
    make: makeLevel(year, make.slug, make.label),
    model: modelLevel(year, make.slug, slugify(modelName), modelName),
  };
}

/** The first usable vehicle of a lookup response; null means 'Invalid license plate'. */
export function vehicleFromPlateResponse(response: PlateLookupResponse | null | undefined): Vehicle | null {
  for (const record of response?.responseRecords ?? []) {
    for (const candidate of record.vehicles ?? []) {
      const vehicle = vehicleFromPlateRecord(candidate);
      if (vehicle) return vehicle;
    }
  }
  return null;
}
