/**
 * Global setup (Node): generates the default-scale seed once per test run and writes it to a
 * directory of the run, which vitest.config.ts binds into each integration runtime; a runtime then
 * only inserts it instead of loading the generator and generating again (decision 298).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SEED_MEMO_FILE } from '../../worker/data/seed/seed-memo';
import { buildSeedMemo } from '../../worker/data/seed/seed-memo-node';
import { readSeedInput } from '../../worker/data/seed/test-support';

declare module 'vitest' {
  interface ProvidedContext {
    /** Directory holding the run's seed memo, or '' when the runtimes generate their own seed. */
    seedMemoDir: string;
  }
}

export default function setup(project: TestProject): (() => void) | undefined {
  project.provide('seedMemoDir', '');
  // This setup runs for every run; a unit-only run has no runtime to seed.
  if (!project.vitest.projects.some((p) => p.name.startsWith('integration'))) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'axle-seed-memo-'));
  writeFileSync(join(dir, SEED_MEMO_FILE), JSON.stringify(buildSeedMemo(readSeedInput('default'))));
  project.provide('seedMemoDir', dir);
  // A watch-mode rerun may follow an edit to the generator, which this process cannot reload:
  // from then on each runtime generates its own seed.
  project.onTestsRerun(() => project.provide('seedMemoDir', ''));
  return () => rmSync(dir, { recursive: true, force: true });
}
