import { array, number, object, optional, string } from 'superstruct';
import type { VehicleCategoryCount } from '../../../shared/vehicles/vehicle-api';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { categoryCountsForModel } from '../../data/repos/fitment-repo';
import type { CategoryService } from '../catalog/category-service';
import { checkFit, type FitCheck, type FitVehicle } from './check-fit';
import { countCategories } from './vehicle-categories';

export interface FitmentServiceDeps {
  db: D1Database;
  cache: KvCacheDeps;
  siteId: string;
  localeId: string;
  categories: CategoryService;
}

const PARTS_ROOT_ID = 'parts';
const PARTS_DEPTH = 2;

const CountsSchema = array(
  object({
    id: string(),
    name: string(),
    count: number(),
    image: optional(string()),
    subcategories: array(object({ id: string(), name: string(), count: number() })),
  }),
);

/** Fitment reads bound to a request's site and locale. */
export function createFitmentService(deps: FitmentServiceDeps) {
  return {
    /** Whether a product fits a vehicle (see check-fit.ts). */
    checkFit: (productId: string | null | undefined, vehicle: FitVehicle | null | undefined): Promise<FitCheck> => checkFit(deps.db, productId, vehicle),
    /** Top and sub-categories with the number of parts that fit a known model id (fresh 10 s). */
    vehicleCategories: (modelId: string): Promise<VehicleCategoryCount[]> =>
      cached(deps.cache, cacheKey('vehicle-categories', deps.siteId, deps.localeId, modelId), CACHE_SHORT, CountsSchema, async () => {
        const [parts, rows] = await Promise.all([deps.categories.getCategory(PARTS_ROOT_ID, PARTS_DEPTH), categoryCountsForModel(deps.db, modelId)]);
        return countCategories(parts?.categories ?? [], rows);
      }),
  };
}

export type FitmentService = ReturnType<typeof createFitmentService>;
