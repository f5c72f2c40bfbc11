/** Fitment check (document 2 §5, §7 ymm-check): does a product fit a vehicle, and its trim/engine? */
import { productFitRows, type ProductFitRow } from '../../data/repos/fitment-repo';

export interface FitVehicle {
  /** Model id ({year}-{make}-{model}). */
  modelId: string;
  submodel?: string | null;
  engine?: string | null;
}

export interface FitCheck {
  isCompatible: boolean;
  /**
   * True when a fitting row also matches the vehicle's trim and engine: the row leaves a qualifier
   * open or names the vehicle's own. A trim/engine the shopper has not given does not match a row
   * that requires one (the 'Missing Vehicle Details' case).
   */
  qualifiersMatch: boolean;
}

const NOT_COMPATIBLE: FitCheck = { isCompatible: false, qualifiersMatch: false };

function same(rowValue: string | null, given: string | null | undefined): boolean {
  return rowValue === null || (!!given && rowValue.localeCompare(given, 'en', { sensitivity: 'accent' }) === 0);
}

/** The check from a product's rows (see productFitRows); [] means an unknown product. */
export function fitFromRows(rows: readonly ProductFitRow[], vehicle: FitVehicle): FitCheck {
  if (rows.length === 0) return NOT_COMPATIBLE;
  if (rows.some((r) => r.universal === 1)) return { isCompatible: true, qualifiersMatch: true };
  const fitting = rows.filter((r) => r.model_id !== null);
  if (fitting.length === 0) return NOT_COMPATIBLE;
  return {
    isCompatible: true,
    qualifiersMatch: fitting.some((r) => same(r.submodel, vehicle.submodel) && same(r.engine, vehicle.engine)),
  };
}

/**
 * Whether a product fits a vehicle: not compatible when the product id or vehicle is missing;
 * compatible when the product is universal or has a fitment row for the model id.
 */
export async function checkFit(db: D1Database, productId: string | null | undefined, vehicle: FitVehicle | null | undefined): Promise<FitCheck> {
  if (!productId || !vehicle?.modelId) return NOT_COMPATIBLE;
  return fitFromRows(await productFitRows(db, productId, vehicle.modelId.toLowerCase()), vehicle);
}
