/** Runs the seed statements against a D1 binding (used by integration tests and workerd tooling). */
import { applySeedStatements } from './apply-seed.ts';
import { generateSeedStatements, type SeedInput } from './generate.ts';
import { memoFits, type SeedMemo } from './seed-memo.ts';

/** The input's statements: the memo's when it was generated from this input, otherwise freshly generated (a stale memo is never used). */
export function seedStatements(input: SeedInput, memo?: SeedMemo): Iterable<string> {
  return memoFits(memo, input) ? memo.statements : generateSeedStatements(input);
}

/** Seeds an empty, migrated database and reports how many statements ran. */
export function seedDatabase(db: D1Database, input: SeedInput, memo?: SeedMemo): Promise<{ statements: number }> {
  return applySeedStatements(db, seedStatements(input, memo));
}
