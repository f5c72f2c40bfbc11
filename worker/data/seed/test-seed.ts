/** Seeds a test database inside workerd, from the run's memo (decision 298) or from the bundled CSVs. */
import { applySeedStatements } from './apply-seed.ts';
import type { SeedScale } from './scale.ts';
import { memoOfScale, type SeedMemo } from './seed-memo.ts';

/**
 * Seeds `db` (already migrated). With a memo of the scale it only inserts (about a second for the
 * default scale); otherwise it loads the generator and the CSVs, which with generating takes about
 * as long again.
 */
export async function seedTestDatabase(db: D1Database, scale: SeedScale = 'default', memo?: SeedMemo): Promise<{ statements: number }> {
  if (memoOfScale(memo, scale)) return applySeedStatements(db, memo.statements);
  const [{ seedDatabase }, { testSeedInput }] = await Promise.all([import('./seed-database.ts'), import('./test-seed-input.ts')]);
  return seedDatabase(db, testSeedInput(scale));
}
