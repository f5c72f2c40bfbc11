/**
 * A default-scale seed generated once and applied to many databases (each integration runtime seeds
 * one). Generating costs about half of what inserting does, and loading the generator and its CSVs
 * into a runtime as much again, so a test run generates the seed once in Node and each runtime only
 * inserts it (decision 298). Light on purpose: nothing here loads the generator or the CSVs.
 */
import type { SeedInput } from './generate.ts';
import { hash32 } from './hash.ts';
import { seedLabel, type SeedScale } from './scale.ts';
import { MAX_STATEMENT_CHARS } from './sql.ts';

/**
 * Generated statements with what they were generated from: `label` is the seed_meta value they
 * write (seed version, scale, products), `inputs` names the CSVs and the statement size.
 * A type, not an interface: a Miniflare JSON binding needs one.
 */
export type SeedMemo = {
  label: string;
  inputs: string;
  statements: string[];
};

/** Name of the default-scale memo's file in the directory a test run binds into its runtimes. */
export const SEED_MEMO_FILE = 'default.json';

/** Length and hash of a text: a one-character change in a CSV changes it. */
function fingerprint(text: string): string {
  return `${text.length.toString(36)}.${hash32(text).toString(36)}`;
}

/** Names a generation's inputs besides its scale: the statement size and the three CSVs. */
export function seedMemoInputs(input: SeedInput): string {
  return [
    `max=${input.maxStatementChars ?? MAX_STATEMENT_CHARS}`,
    `vehicles=${fingerprint(input.vehiclesCsv)}`,
    `engines=${fingerprint(input.enginesCsv)}`,
    `postal=${fingerprint(input.postalCsv)}`,
  ].join(' ');
}

/** True when the memo was generated from exactly this input by this seed version. */
export function memoFits(memo: SeedMemo | undefined, input: SeedInput): memo is SeedMemo {
  return memo !== undefined && memo.label === seedLabel(input.scale ?? 'default') && memo.inputs === seedMemoInputs(input);
}

/**
 * True when the memo holds this scale of this seed version. The caller vouches for the inputs:
 * vitest.config.ts builds the memo from the CSVs on disk each time it starts a runtime, so a runtime
 * need not load them to check (decision 298).
 */
export function memoOfScale(memo: SeedMemo | undefined, scale: SeedScale): memo is SeedMemo {
  return memo !== undefined && memo.label === seedLabel(scale);
}
