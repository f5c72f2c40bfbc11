import type { SeedMemo } from '../../worker/data/seed/seed-memo';

/**
 * Seeds the test database unless it already holds a seed: once per runtime, which integration files
 * share (decision 232), from the run's memo of the default scale when it is current (decision 298).
 */
export async function ensureSeeded(db: D1Database, memo?: SeedMemo): Promise<void> {
  const row = await db.prepare("SELECT value FROM seed_meta WHERE key = 'seed'").first<{ value: string }>();
  if (row) return;
  const { seedTestDatabase } = await import('../../worker/data/seed/test-seed');
  await seedTestDatabase(db, 'default', memo);
}
