import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEPT_BUILDS, keptBuilds, retainBuilds, staleFiles } from './build-retention';

const build = (n: number, files: string[]) => ({ at: `2025-01-0${n}T00:00:00Z`, files });

describe('kept client builds', () => {
  it('keeps the three newest builds', () => {
    expect(KEPT_BUILDS).toBe(3);
    const kept = keptBuilds([build(3, ['c.js']), build(2, ['b.js']), build(1, ['a.js'])], build(4, ['d.js']));
    expect(kept.map((b) => b.files[0])).toEqual(['d.js', 'c.js', 'b.js']);
  });

  it('names as stale only files no kept build lists', () => {
    expect(staleFiles(['a.js', 'chunks/b.js', 'builds.json', 'metafile.json'], [build(1, ['chunks/b.js', 'metafile.json'])])).toEqual(['a.js']);
  });

  it('leaves the previous build on disk and drops the oldest one', () => {
    const out = mkdtempSync(join(tmpdir(), 'build-'));
    mkdirSync(join(out, 'chunks'));
    const deploy = (n: number) => {
      const files = [`entry-${n}.js`, `chunks/page-${n}.js`];
      for (const file of files) writeFileSync(join(out, file), String(n));
      return retainBuilds(out, files);
    };
    deploy(1);
    deploy(2);
    deploy(3);
    expect(readdirSync(join(out, 'chunks')).sort()).toEqual(['page-1.js', 'page-2.js', 'page-3.js']);
    const fourth = deploy(4);
    expect(fourth.removed.sort()).toEqual(['chunks/page-1.js', 'entry-1.js']);
    expect(readdirSync(join(out, 'chunks')).sort()).toEqual(['page-2.js', 'page-3.js', 'page-4.js']);
  });
});
