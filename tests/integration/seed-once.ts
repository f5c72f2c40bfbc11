import { env } from 'cloudflare:workers';
import { SEED_MEMO_FILE, type SeedMemo } from '../../worker/data/seed/seed-memo';

/**
 * The run's default-scale seed memo (decision 298), undefined when the run has none. Read afresh on
 * each call (tens of milliseconds), so a runtime does not keep 15 MB once it has seeded.
 */
export async function runSeedMemo(): Promise<SeedMemo | undefined> {
  const files = env.SEED_MEMO_FILES;
  if (!files) return undefined;
  const response = await files.fetch(`http://seed-memo/${SEED_MEMO_FILE}`);
  return response.ok ? response.json<SeedMemo>() : undefined;
}

/**
 * Seeds the test database unless it already holds a seed: once per runtime, which integration files
 * share (decision 232), from the run's memo of the default scale when there is one (decision 298).
 */
export async function ensureSeeded(db: D1Database): Promise<void> {
  const row = await db.prepare("SELECT value FROM seed_meta WHERE key = 'seed'").first<{ value: string }>();
  if (row) return;
  const { seedTestDatabase } = await import('../../worker/data/seed/test-seed');
  await seedTestDatabase(db, 'default', await runSeedMemo());
}
