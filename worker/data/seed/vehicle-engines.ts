/** Engine labels per base vehicle, filling gaps in the vPIC engine export. */
import { parseCsv } from './csv.ts';
import { rng } from './hash.ts';

/** Displacements (litres) per "make|model", per year. */
export type EngineTable = Map<string, Map<number, number[]>>;

// The export has no engine rows for battery-electric models; match them by name.
const ELECTRIC =
  /^(Tesla|Polestar)\||\|(.*\bEV\b.*|.*e-tron.*|Bolt.*|Leaf|Ioniq [56].*|Lyriq|Optiq|Celestiq|Escalade IQ|iX|i[3-7]|EQ.*|eSprinter|Taycan|Mustang Mach-E|Solterra|bZ4X|Prologue|ID\..*|Ariya.*|EV[69]|GV60|I-PACE|RZ|MX-30|500e|e-Golf|ActiveE|C40|EC40|EX[349]0|Q[4-6] e|A[78].* e|Wagoneer S|Nexo|Mirai|FCX Clarity)$/;

/** Reads the engines CSV (make, model, year, displacement or quoted list of displacements). */
export function parseEngines(csv: string): EngineTable {
  const table: EngineTable = new Map();
  for (const [make = '', model = '', year = '', litres = ''] of parseCsv(csv)) {
    const values = litres.split(',').map(Number).filter((n) => n > 0);
    if (!make || !model || values.length === 0) continue;
    const key = `${make}|${model}`;
    const byYear = table.get(key) ?? new Map<number, number[]>();
    byYear.set(Number(year), [...new Set(values)]);
    table.set(key, byYear);
  }
  return table;
}

/** Label such as "2.0L L4" from a displacement; cylinder layout is inferred from size. */
export function engineLabel(litres: number): string {
  const layout = litres < 1.3 ? 'L3' : litres <= 2.7 ? 'L4' : litres <= 4.0 ? 'V6' : litres <= 7.0 ? 'V8' : 'V12';
  return `${litres.toFixed(1)}L ${layout}`;
}

/** Nearest year with data (the earlier year wins a tie). */
function nearest(byYear: Map<number, number[]>, year: number): number[] | undefined {
  let best: number | undefined;
  for (const y of byYear.keys()) {
    const d = Math.abs(y - year);
    if (best === undefined || d < Math.abs(best - year) || (d === Math.abs(best - year) && y < best)) best = y;
  }
  return best === undefined ? undefined : byYear.get(best);
}

/** Up to two engine labels for a model year: exact year, nearest year, else a make-typical guess. */
export function engineFor(table: EngineTable, make: string, model: string, year: number): string[] {
  const key = `${make}|${model}`;
  if (ELECTRIC.test(key)) return ['Electric'];
  const byYear = table.get(key);
  const litres = byYear ? (byYear.get(year) ?? nearest(byYear, year)) : undefined;
  if (litres) return litres.slice(0, 2).map(engineLabel);
  // No rows at all for this model: borrow a displacement the same make used, stable per model.
  const sameMake = [...table.entries()]
    .filter(([k]) => k.startsWith(`${make}|`))
    .flatMap(([, years]) => [...years.values()].flat());
  const pool = sameMake.length > 0 ? [...new Set(sameMake)].sort() : [2.0, 2.5, 3.5];
  return [engineLabel(rng('engine', key).pick(pool))];
}
