/** Licence-plate lookup port (DESIGN §1) and its embedded default: the plate_vehicles fixture table. */
import type { PlateLookupResponse } from '../../../shared/vehicles/plate-result';
import { findPlateVehicles } from '../../data/repos/plates-repo';

export interface PlateQuery {
  licensePlate: string;
  /** Two-letter US state code. */
  state: string;
}

/** What any plate-lookup provider answers (the POST /vin response of document 2 §3). */
export interface PlateLookup {
  lookup(query: PlateQuery): Promise<PlateLookupResponse>;
}

/** Plates are compared in upper case without spaces or dashes ('7abc 123' = '7ABC123'). */
export function normalisePlate(plate: string): string {
  return plate.toUpperCase().replace(/[\s-]+/g, '');
}

/** The fixture-table provider: one response record with the plate's vehicles, or none. */
export function fixturePlateLookup(db: D1Database): PlateLookup {
  return {
    async lookup({ licensePlate, state }) {
      const rows = await findPlateVehicles(db, state.toUpperCase(), normalisePlate(licensePlate));
      if (rows.length === 0) return { responseRecords: [] };
      return {
        responseRecords: [
          { vehicles: rows.map((r) => ({ modelYear: r.model_year, makeCode: r.make_code, modelDesc: r.model_desc })) },
        ],
      };
    },
  };
}
