/** Seeds the test database once per test file (storage is isolated per file). */
export async function ensureSeeded(db: D1Database): Promise<void> {
  const row = await db.prepare("SELECT value FROM seed_meta WHERE key = 'seed'").first<{ value: string }>();
  if (row) return;
  const { seedTestDatabase } = await import('../../worker/data/seed/test-seed');
  await seedTestDatabase(db);
}
