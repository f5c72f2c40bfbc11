/** Runs the seed statements against a D1 binding (used by integration tests and workerd tooling). */
import { generateSeedStatements, type SeedInput } from './generate.ts';

// Each db.batch() is one transaction; a few dozen ~80 KB statements keeps each round trip modest.
const STATEMENTS_PER_BATCH = 40;

/** Seeds an empty, migrated database and reports how many statements ran. */
export async function seedDatabase(db: D1Database, input: SeedInput): Promise<{ statements: number }> {
  let batch: D1PreparedStatement[] = [];
  let statements = 0;
  for (const sql of generateSeedStatements(input)) {
    batch.push(db.prepare(sql));
    statements++;
    if (batch.length >= STATEMENTS_PER_BATCH) {
      await db.batch(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await db.batch(batch);
  return { statements };
}
