/** Inserts seed statements into a D1 binding, a batch (one transaction) at a time. */

// Each db.batch() is one transaction; a few dozen ~80 KB statements keeps each round trip modest.
const STATEMENTS_PER_BATCH = 40;

/** Runs the statements against an empty, migrated database and reports how many ran. */
export async function applySeedStatements(db: D1Database, sqls: Iterable<string>): Promise<{ statements: number }> {
  let batch: D1PreparedStatement[] = [];
  let statements = 0;
  for (const sql of sqls) {
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
