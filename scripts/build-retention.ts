/**
 * Which files of earlier client builds stay in public/build (decision 272). A tab opened before a
 * deploy still asks for that build's lazy chunks; every file name carries its content hash, so
 * keeping the last few builds side by side costs disk space only, never a clash.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** How many builds (this one included) keep their files. */
export const KEPT_BUILDS = 3;
/** The record of the kept builds, newest first. */
export const BUILDS_FILE = 'builds.json';

export interface BuildRecord {
  /** When the build ran (ISO time), for people reading the record. */
  at: string;
  /** Its files, relative to the build folder. */
  files: string[];
}

/** The kept builds after adding `latest`: newest first, at most `keep`. */
export function keptBuilds(previous: readonly BuildRecord[], latest: BuildRecord, keep = KEPT_BUILDS): BuildRecord[] {
  return [latest, ...previous].slice(0, Math.max(1, keep));
}

/** Files present in the folder that no kept build names (the record itself stays). */
export function staleFiles(present: readonly string[], kept: readonly BuildRecord[]): string[] {
  const wanted = new Set(kept.flatMap((build) => build.files));
  wanted.add(BUILDS_FILE);
  return present.filter((file) => !wanted.has(file));
}

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

export function readBuilds(out: string): BuildRecord[] {
  try {
    const parsed = JSON.parse(readFileSync(join(out, BUILDS_FILE), 'utf8')) as unknown;
    return Array.isArray(parsed) ? (parsed as BuildRecord[]).filter((b) => Array.isArray(b?.files)) : [];
  } catch {
    return [];
  }
}

/** Records this build and deletes the files of builds older than the kept ones. */
export function retainBuilds(out: string, files: string[], keep = KEPT_BUILDS): { kept: number; removed: string[] } {
  const kept = keptBuilds(readBuilds(out), { at: new Date().toISOString(), files: [...new Set(files)].sort() }, keep);
  const removed = staleFiles(listFiles(out), kept);
  for (const file of removed) rmSync(join(out, file), { force: true });
  writeFileSync(join(out, BUILDS_FILE), JSON.stringify(kept, null, 2) + '\n');
  return { kept: kept.length, removed };
}
