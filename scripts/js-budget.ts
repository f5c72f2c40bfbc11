/**
 * Gzip size of the JavaScript a page loads before it is interactive: the entry, the chunks it
 * imports, and the page kind's chunk with its imports (the same files the document preloads).
 * Read from the client build's metafile and output files; used by the budget test and the bench.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type ClientMetafile } from './bundle-client';

export interface BuildFiles {
  root: string;
  metafile: ClientMetafile;
  entry: string;
}

/** Page budgets (gzip bytes): home, lists and product pages, and any one route chunk. */
export const JS_BUDGET = { home: 120 * 1024, list: 140 * 1024, product: 140 * 1024, routeChunk: 30 * 1024 } as const;

export function readBuild(root: string): BuildFiles {
  const metafile = JSON.parse(readFileSync(join(root, 'public/build/metafile.json'), 'utf8')) as ClientMetafile;
  const manifest = JSON.parse(readFileSync(join(root, 'worker/render/generated/assets.json'), 'utf8')) as { entry: string };
  return { root, metafile, entry: 'public' + manifest.entry };
}

export function gzipBytes(build: BuildFiles, file: string): number {
  return gzipSync(readFileSync(join(build.root, file)), { level: 9 }).length;
}

/** The output file of a page module (e.g. 'client/pages/home-page.tsx'). */
export function pageChunk(build: BuildFiles, module: string): string {
  const file = Object.keys(build.metafile.outputs).find((f) => build.metafile.outputs[f]!.entryPoint === module);
  if (!file) throw new Error(`no chunk for ${module} in the build`);
  return file;
}

/** Files and gzip bytes a first load of a page module runs. */
export function pageJs(build: BuildFiles, module: string): { files: string[]; bytes: number } {
  const files = [...new Set([...staticClosure(build.metafile, build.entry), ...staticClosure(build.metafile, pageChunk(build, module))])];
  return { files, bytes: files.reduce((sum, file) => sum + gzipBytes(build, file), 0) };
}
