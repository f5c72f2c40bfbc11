import type { D1Migration } from '@cloudflare/vitest-pool-workers';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The run's default-scale seed memo, read from disk by workerd (vitest.config.ts, decision 298). */
      SEED_MEMO_FILES?: Fetcher;
    }
    interface GlobalProps {
      mainModule: typeof import('../../worker/index');
    }
  }
}
