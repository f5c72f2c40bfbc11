/**
 * The VIN decoder's embedded default: offline tables extracted from NHTSA vPIC for the makes and
 * model years of our vehicle table (`vpic-tables.json`, built by scripts/build-vin-tables.ts,
 * decision 280). The WMI names the make; the patterns of the VIN schemas that WMI used in the
 * model year name model, displacement and trim. When patterns disagree, the most specific ones win;
 * a tie leaves every tied value as a candidate.
 */
import { keyMatches, keySubject, parseKey, type KeyPattern } from './vin-key-pattern';
import type { VinDecoder, VinDecoding, VinModelCandidate } from './vin-decoder-port';

export interface VpicTables {
  wmis: Record<string, string[]>;
  /** [wmi, schema index, first model year, last model year] */
  links: (readonly [string, number, number, number])[];
  schemas: { model: [string, string][]; litres: [string, number][]; trim: [string, string][] }[];
}

interface Compiled<T> {
  pattern: KeyPattern;
  value: T;
}
interface CompiledSchema {
  model: Compiled<string>[];
  litres: Compiled<number>[];
  trim: Compiled<string>[];
}

function compile<T>(rows: [string, T][]): Compiled<T>[] {
  const out: Compiled<T>[] = [];
  for (const [key, value] of rows) {
    const pattern = parseKey(key);
    if (pattern) out.push({ pattern, value });
  }
  return out;
}

/** The values of the most specific matching patterns (in first-seen order). */
function bestValues<T>(candidates: Compiled<T>[], subject: string): T[] {
  let best = -1;
  let values: T[] = [];
  for (const { pattern, value } of candidates) {
    if (!keyMatches(pattern, subject)) continue;
    if (pattern.specificity > best) {
      best = pattern.specificity;
      values = [value];
    } else if (pattern.specificity === best && !values.includes(value)) values.push(value);
  }
  return values;
}

/** A decoder over the given tables (tests pass small ones); schemas compile on first use. */
export function createEmbeddedVinDecoder(load: () => Promise<VpicTables>): VinDecoder {
  let ready: Promise<{ tables: VpicTables; schema: (i: number) => CompiledSchema }> | null = null;
  const init = () =>
    (ready ??= load().then((tables) => {
      const compiled = new Map<number, CompiledSchema>();
      const schema = (i: number): CompiledSchema => {
        let s = compiled.get(i);
        if (!s) {
          const raw = tables.schemas[i] ?? { model: [], litres: [], trim: [] };
          s = { model: compile(raw.model), litres: compile(raw.litres), trim: compile(raw.trim) };
          compiled.set(i, s);
        }
        return s;
      };
      return { tables, schema };
    }));

  return {
    async decode(vin, modelYear): Promise<VinDecoding | null> {
      const { tables, schema } = await init();
      const wmi = vin.slice(0, 3);
      const makes = tables.wmis[wmi];
      if (!makes) return null;
      const subject = keySubject(vin);
      const all: CompiledSchema = { model: [], litres: [], trim: [] };
      for (const [linkWmi, index, from, to] of tables.links) {
        if (linkWmi !== wmi || modelYear < from || modelYear > to) continue;
        const s = schema(index);
        all.model.push(...s.model);
        all.litres.push(...s.litres);
        all.trim.push(...s.trim);
      }
      const models: VinModelCandidate[] = bestValues(all.model, subject).map((value) => {
        const [make = '', model = ''] = value.split('|');
        return { make, model };
      });
      return { makes: [...makes], models, displacements: bestValues(all.litres, subject), trims: bestValues(all.trim, subject) };
    },
  };
}

/** The decoder with the bundled vPIC tables, loaded the first time a VIN is decoded. */
export function embeddedVinDecoder(): VinDecoder {
  return createEmbeddedVinDecoder(async () => (await import('./vpic-tables.json')).default as unknown as VpicTables);
}
