import type { D1Migration } from '@cloudflare/vitest-pool-workers';
import type { SeedMemo } from '../../worker/data/seed/seed-memo';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The default-scale seed statements, generated once per run in vitest.config.ts (decision 298). */
      SEED_MEMO?: SeedMemo;
    }
    interface GlobalProps {
      mainModule: typeof import('../../worker/index');
    }
  }
}
