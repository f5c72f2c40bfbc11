import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSeedStatements } from '../../worker/data/seed/generate';
import { SEED_VERSION } from '../../worker/data/seed/scale';
import { memoFits, type SeedMemo } from '../../worker/data/seed/seed-memo';
import { testSeedInput } from '../../worker/data/seed/test-seed-input';
import { runSeedMemo } from './seed-once';

/** Rows a table gets from statements: one tuple per line after each INSERT's first line. */
function rowsInserted(statements: readonly string[], table: string): number {
  const head = `INSERT INTO ${table} (`;
  return statements.filter((s) => s.startsWith(head)).reduce((n, s) => n + s.split('\n').length - 1, 0);
}

// Generating the full catalogue inside workerd takes a second or two on a busy machine.
describe('the seed memo handed to this runtime', { timeout: 60_000 }, () => {
  let memo: SeedMemo | undefined;
  beforeAll(async () => {
    memo = await runSeedMemo();
  });

  it('was generated from the CSVs and seed version this runtime bundles', () => {
    expect(memo?.label).toBe(`${SEED_VERSION} scale=default products=2000`);
    expect(memoFits(memo, testSeedInput('default'))).toBe(true);
  });

  it('holds exactly the statements that generating here yields, in the same order', () => {
    const statements = memo?.statements ?? [];
    const here = [...generateSeedStatements(testSeedInput('default'))];
    expect(statements.length).toBe(here.length);
    const first = here.findIndex((s, i) => s !== statements[i]);
    expect(first, `first statement that differs: ${first}`).toBe(-1);
  });

  it('is what the database was seeded with', async () => {
    const statements = memo?.statements ?? [];
    expect(await env.DB.prepare("SELECT value FROM seed_meta WHERE key = 'seed'").first('value')).toBe(memo?.label);
    for (const table of ['vehicle_models', 'brands', 'postal_centroids']) {
      const count = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first('n');
      expect(count, table).toBe(rowsInserted(statements, table));
    }
    expect(rowsInserted(statements, 'vehicle_models')).toBeGreaterThan(1000);
  });
});
