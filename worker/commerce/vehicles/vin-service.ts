/** VIN lookup: a typed VIN checked, decoded by the decoder port and resolved against our vehicle table. */
import { readVin } from '../../../shared/vehicles/vin';
import { VIN_ERROR_MESSAGES, type VinLookupError, type VinLookupResult } from '../../../shared/vehicles/vin-lookup';
import { buildMakeId, buildModelId, parseMakeId, slugify, type VehicleConfig, type VehicleLevel } from '../../../shared/vehicles/vehicle-levels';
import { AppError } from '../../errors';
import type { VinDecoder } from '../../integrations/vin-decoder/vin-decoder-port';
import type { VehicleService } from './vehicle-service';

/** A VIN that gave no vehicle: 400 for the VIN's own problems, 404 when nothing of ours matches. */
export class VinLookupFailure extends AppError {
  override name = 'VinLookupFailure';
  constructor(readonly reason: VinLookupError) {
    super(reason === 'unknown-maker' || reason === 'not-in-catalogue' ? 404 : 400, VIN_ERROR_MESSAGES[reason], reason);
  }
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * Trim and engine the VIN settles. The VIN's own trim and displacement narrow the configurations;
 * a value is set when one remains, except that a value the VIN names and our table lacks is left
 * unset rather than replaced by another. The first level with several values left is undecided.
 */
export function narrowConfigs(configs: readonly VehicleConfig[], trims: readonly string[], litres: readonly number[]) {
  let pool = [...configs];
  const byTrim = pool.filter((c) => trims.some((t) => t.toLowerCase() === c.submodel.toLowerCase()));
  if (byTrim.length > 0) pool = byTrim;
  // Engine labels start with the displacement ('2.0L L4'), as the seed writes them.
  const byEngine = pool.filter((c) => litres.some((l) => c.engine.startsWith(`${l.toFixed(1)}L`)));
  if (byEngine.length > 0) pool = byEngine;
  const submodels = unique(pool.map((c) => c.submodel));
  const engines = unique(pool.map((c) => c.engine));
  const submodel = submodels.length === 1 && (trims.length === 0 || byTrim.length > 0) ? submodels[0]! : null;
  const engine = engines.length === 1 && (litres.length === 0 || byEngine.length > 0) ? engines[0]! : null;
  const undecided = submodels.length > 1 ? 'submodel' : engines.length > 1 ? 'engine' : null;
  return { submodel, engine, undecided } as const;
}

/**
 * Looks a VIN up (document 2 §2 add-vehicle dialog, issue 30): year from position 10, make from
 * the WMI, model/trim/engine from the decoder, each kept only when our vehicle table has it. What
 * the VIN leaves open is reported as the first undecided level, so the selector opens there.
 */
export function createVinService(vehicles: VehicleService, decoder: VinDecoder) {
  return {
    async lookup(text: string): Promise<VinLookupResult> {
      const reading = readVin(text);
      if (!reading.ok) throw new VinLookupFailure(reading.problem);
      const decoding = await decoder.decode(reading.vin, reading.year);
      if (!decoding) throw new VinLookupFailure('unknown-maker');
      const year = (await vehicles.years()).find((y) => y.id === String(reading.year));
      if (!year) throw new VinLookupFailure('not-in-catalogue');

      const makes = await vehicles.makes(year.id);
      const makeOf = (name: string) => makes.find((m) => m.id === buildMakeId(reading.year, slugify(name)));
      const wmiMakes = unique(decoding.makes.map(makeOf).filter((m): m is VehicleLevel => Boolean(m)));
      const found: { make: VehicleLevel; model: VehicleLevel }[] = [];
      for (const candidate of decoding.models) {
        const make = makeOf(candidate.make);
        const makeSlug = make && parseMakeId(make.id)?.makeSlug;
        if (!make || !makeSlug) continue;
        const id = buildModelId(reading.year, makeSlug, slugify(candidate.model));
        const model = (await vehicles.models(make.id)).find((m) => m.id === id);
        if (model && !found.some((f) => f.model.id === id)) found.push({ make, model });
      }

      const base = { vin: reading.vin, year, submodel: null, engine: null };
      if (found.length === 1) {
        const { make, model } = found[0]!;
        const configs = (await vehicles.configs(model.id)) ?? [];
        return { ...base, make, model, ...narrowConfigs(configs, decoding.trims, decoding.displacements) };
      }
      // Several models (or none of ours): the make is still known when they all share one.
      const candidates = found.length > 1 ? unique(found.map((f) => f.make)) : wmiMakes;
      if (candidates.length === 0) throw new VinLookupFailure('not-in-catalogue');
      if (candidates.length === 1) return { ...base, make: candidates[0]!, model: null, undecided: 'model' };
      return { ...base, make: null, model: null, undecided: 'make' };
    },
  };
}

export type VinService = ReturnType<typeof createVinService>;
