import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const migrationsDir = fileURLToPath(new URL('./worker/data/migrations', import.meta.url));

/** Unit tests run in Node next to the code; integration tests run the worker in workerd. */
const styledSystem = fileURLToPath(new URL('./styled-system', import.meta.url));

/**
 * Integration files share one workerd runtime per worker (its D1, KV and edge cache), so the
 * catalogue is seeded once per worker instead of once per file (decision 232). A file that
 * changes what other files read (reseeds, drops or renames catalogue rows, fixes the clock around
 * cached entries), or needs the caches cold, runs in a runtime of its own.
 */
const ISOLATED_FILES = [
  'tests/integration/reseed.test.ts',
  'tests/integration/personalization.test.ts',
  'tests/integration/stores.test.ts',
  'tests/integration/categories-api.test.ts',
  'tests/integration/content-pages.test.ts',
  'tests/integration/list-cache.test.ts',
  'tests/integration/edge-html-cache.test.ts',
  'tests/integration/edge-html-keys.test.ts',
  'tests/integration/faults/d1-read-faults.test.ts',
  // Counts the D1 queries of a page render, which another file's cached entries would answer.
  'tests/integration/db-session.test.ts',
  // Every endpoint with seed-fixed inputs: on a fresh database its cases are the same in every run
  // (after the other files' orders, reviews and activity it took 75–98 s instead of about 20 s).
  'tests/integration/fuzz/http-surface.fuzz.test.ts',
];

/**
 * The run's default-scale seed (tests/integration/seed-memo-setup.ts) as a directory each runtime
 * reads through workerd itself (decision 298): a 15 MB JSON binding instead would be copied into
 * every runtime's configuration, which cost 0.3-0.7 s per start. No directory: runtimes generate.
 */
function seedMemoService(dir: string): Record<string, { disk: { path: string } }> {
  return dir ? { SEED_MEMO_FILES: { disk: { path: dir } } } : {};
}

function integrationProject(name: string, files: { isolate: boolean; include?: string[]; exclude?: string[] }) {
  return {
    resolve: { alias: { 'styled-system': styledSystem } },
    plugins: [
      cloudflareTest(async ({ inject }) => ({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
            DEV_MAILBOX: 'on',
            // Fuzz sample size and seed (tests/integration/fuzz/); bench/fuzz/fuzz-bench.ts raises the runs.
            FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
            FUZZ_SEED: process.env.FUZZ_SEED ?? '',
          },
          serviceBindings: seedMemoService(inject('seedMemoDir')),
        },
      })),
    ],
    test: {
      name,
      include: files.include ?? ['tests/integration/**/*.test.ts'],
      exclude: files.exclude ?? [],
      isolate: files.isolate,
      setupFiles: ['./tests/integration/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  resolve: { alias: { 'styled-system': styledSystem } },
  test: {
    // Runs once per run, whichever projects run; provides the seed memo file to the integration projects.
    globalSetup: ['./tests/integration/seed-memo-setup.ts'],
    // Vitest's default leaves one core idle, which on a two-core machine runs one file at a time;
    // a file's work is split between Node and workerd, so one worker per core keeps both busy.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias: { 'styled-system': styledSystem } },
        test: {
          name: 'unit',
          include: ['{shared,worker,client,scripts,bench}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Pure functions and small stores: one module graph for all files (about 3x faster than a
          // fresh one per file). A test that changes module state restores it in its own hooks.
          isolate: false,
          // A timeout catches a hang, not slowness (speed is measured in bench/): the files that load
          // the whole vPIC tables or scan every source file need more than 5 s on a busy machine.
          testTimeout: 30_000,
        },
      },
      integrationProject('integration', { isolate: false, exclude: ISOLATED_FILES }),
      integrationProject('integration-isolated', { isolate: true, include: ISOLATED_FILES }),
    ],
  },
});
