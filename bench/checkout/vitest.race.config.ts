import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The race bench runs the worker in workerd like the integration tests, with a long time limit. */
export default defineConfig({
  root: root(''),
  resolve: { alias: { 'styled-system': root('styled-system') } },
  plugins: [
    cloudflareTest(async () => ({
      main: root('worker/index.ts'),
      wrangler: { configPath: root('wrangler.jsonc') },
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations(root('worker/data/migrations')), RACE_ROUNDS: process.env.RACE_ROUNDS ?? '10' },
      },
    })),
  ],
  test: {
    include: ['bench/checkout/race.workerd.ts'],
    setupFiles: [root('tests/integration/setup.ts')],
    testTimeout: 6 * 3600 * 1000,
    hookTimeout: 300_000,
  },
});
