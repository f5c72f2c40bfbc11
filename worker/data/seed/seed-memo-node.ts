/** Node only: builds the seed memo that the integration test runs hand to their runtimes (decision 298). */
import { generateSeedStatements, type SeedInput } from './generate.ts';
import { seedLabel } from './scale.ts';
import { seedMemoInputs, type SeedMemo } from './seed-memo.ts';

/** Generates the input's statements into a memo. */
export function buildSeedMemo(input: SeedInput): SeedMemo {
  return { label: seedLabel(input.scale ?? 'default'), inputs: seedMemoInputs(input), statements: [...generateSeedStatements(input)] };
}
