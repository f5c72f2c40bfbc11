import { array } from 'superstruct';
import { isYearId, makeLevel, modelLevel, parseMakeId, yearLevel, type Vehicle, type VehicleConfig, type VehicleLevel } from '../../../shared/vehicles/vehicle-levels';
import { VehicleConfigSchema, VehicleLevelSchema } from '../../../shared/vehicles/vehicle-schemas';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import { CACHE_LONG, cacheKey } from '../../cache/strategies';
import { listConfigs, listMakes, listModels, listYears } from '../../data/repos/vehicles-repo';

export interface VehicleServiceDeps {
  db: D1Database;
  cache: KvCacheDeps;
  siteId: string;
  localeId: string;
}

/** A URL segment read as a base vehicle plus whatever follows its model id ('' or a category id). */
export interface ResolvedSegment {
  vehicle: Vehicle;
  rest: string;
}

const LEVELS = array(VehicleLevelSchema);
const CONFIGS = array(VehicleConfigSchema);

/** The longest candidate whose id is the segment or a dash-separated prefix of it. */
function longestPrefix(segment: string, candidates: readonly VehicleLevel[]): VehicleLevel | undefined {
  let best: VehicleLevel | undefined;
  for (const c of candidates) {
    const fits = segment === c.id || segment.startsWith(`${c.id}-`);
    if (fits && (!best || c.id.length > best.id.length)) best = c;
  }
  return best;
}

/**
 * The vehicle catalogue (document 2 §3, §7): years, makes of a year, models of a make, then
 * trim/engine configurations, read through the KV cache under the spec's keys: 'ymm-catalog'
 * (years), the year id (makes), the make id (models). Unknown ids are checked against the level
 * above first, so made-up URLs never create cache entries.
 */
export function createVehicleService(deps: VehicleServiceDeps) {
  const key = (id: string) => cacheKey('vehicles', deps.siteId, deps.localeId, id);

  const years = (): Promise<VehicleLevel[]> =>
    cached(deps.cache, key('ymm-catalog'), CACHE_LONG, LEVELS, async () => (await listYears(deps.db)).map(yearLevel));

  const makes = async (yearId: string): Promise<VehicleLevel[]> => {
    if (!isYearId(yearId) || !(await years()).some((y) => y.id === yearId)) return [];
    const year = Number(yearId);
    return cached(deps.cache, key(yearId), CACHE_LONG, LEVELS, async () =>
      (await listMakes(deps.db, year)).map((r) => makeLevel(year, r.make_slug, r.make_name)),
    );
  };

  const models = async (makeId: string): Promise<VehicleLevel[]> => {
    const parsed = parseMakeId(makeId);
    if (!parsed || !(await makes(String(parsed.year))).some((m) => m.id === makeId)) return [];
    return cached(deps.cache, key(makeId), CACHE_LONG, LEVELS, async () =>
      (await listModels(deps.db, parsed.year, parsed.makeSlug)).map((r) => modelLevel(parsed.year, parsed.makeSlug, r.model_slug, r.model_name)),
    );
  };

  const resolveSegment = async (segment: string): Promise<ResolvedSegment | null> => {
    const lower = segment.toLowerCase();
    const yearId = lower.slice(0, 4);
    const yearList = await years();
    const year = yearList.find((y) => y.id === yearId);
    if (!year || lower[4] !== '-') return null;
    const make = longestPrefix(lower, await makes(yearId));
    if (!make) return null;
    const model = longestPrefix(lower, await models(make.id));
    if (!model) return null;
    return { vehicle: { year, make, model }, rest: lower.slice(model.id.length + 1) };
  };

  const configs = async (modelId: string): Promise<VehicleConfig[] | null> => {
    const resolved = await resolveSegment(modelId);
    if (!resolved || resolved.rest) return null;
    return cached(deps.cache, key(`${modelId}:configs`), CACHE_LONG, CONFIGS, async () => listConfigs(deps.db, modelId));
  };

  return {
    /** Model years, newest first. */
    years,
    /** Makes of a year id ('2019'); [] for an unknown year. */
    makes,
    /** Models of a make id ('2019-honda'); [] for an unknown make. */
    models,
    /** Trim/engine configurations of a model id; null for an unknown model. */
    configs,
    /** The base vehicle a segment starts with (longest known model id) and the rest after it. */
    resolveSegment,
    /** The base vehicle of an exact model id, or null. */
    async getVehicle(modelId: string): Promise<Vehicle | null> {
      const resolved = await resolveSegment(modelId);
      return resolved && !resolved.rest ? resolved.vehicle : null;
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
