/**
 * Global setup (Node): generates the default-scale seed once per test run and writes it to a file of
 * the run; vitest.config.ts hands it to each integration runtime, which then only inserts it
 * instead of loading the generator and generating again (decision 298).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeedMemo } from '../../worker/data/seed/seed-memo-node';
import { readSeedInput } from '../../worker/data/seed/test-support';

declare module 'vitest' {
  interface ProvidedContext {
    /** Path of the run's seed memo (JSON), or '' when the runtimes generate their own seed. */
    seedMemoFile: string;
  }
}

export default function setup(project: TestProject): (() => void) | undefined {
  project.provide('seedMemoFile', '');
  // This setup runs for every run; a unit-only run has no runtime to seed.
  if (!project.vitest.projects.some((p) => p.name.startsWith('integration'))) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'axle-seed-memo-'));
  const file = join(dir, 'default.json');
  writeFileSync(file, JSON.stringify(buildSeedMemo(readSeedInput('default'))));
  project.provide('seedMemoFile', file);
  // A watch-mode rerun may follow an edit to the generator, which this process cannot reload:
  // from then on each runtime generates its own seed.
  project.onTestsRerun(() => project.provide('seedMemoFile', ''));
  return () => rmSync(dir, { recursive: true, force: true });
}
