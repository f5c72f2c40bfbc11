/**
 * Bundles the browser code with Rolldown (decision 221): one entry, a chunk per lazily loaded page
 * or part. Modules the entry already loaded are not split into shared chunks again, which keeps the
 * first screen to a few files. Writes a metafile (outputs with their imports, and the modules in
 * each) that the JavaScript budget test and the bench read.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rolldown } from 'rolldown';
import { staticCssPlugin } from './static-css';

export interface ClientMetafile {
  outputs: Record<string, { bytes: number; entryPoint?: string; imports: { path: string; kind: 'import-statement' | 'dynamic-import' }[]; inputs: Record<string, { bytesInOutput: number }> }>;
}

/** Libraries every page needs at start: one chunk, cached across pages and deploys of app code. */
const CORE_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|jotai|swr|@formatjs|intl-messageformat|use-sync-external-store)[\\/]/;

/**
 * Styles, messages and chunk-failure helpers every page and widget uses: one chunk, instead of the
 * several small ones the splitter would cut them into (each costs its own request and gzip frame).
 */
const SHELL_KIT = /(styled-system[\\/](css|helpers)|client[\\/]i18n[\\/]intl\.tsx|shared[\\/]i18n[\\/]create-intl\.ts|client[\\/]features[\\/]shell[\\/]load-failure\.ts)/;

export async function bundleClient(root: string, outDir: string): Promise<{ entry: string; metafile: ClientMetafile; files: string[] }> {
  const bundle = await rolldown({
    input: { entry: join(root, 'client/entry.tsx') },
    cwd: root,
    tsconfig: join(root, 'tsconfig.json'),
    platform: 'browser',
    plugins: [staticCssPlugin()],
    // The client receives precompiled message ASTs, so the ICU parser stays out of the bundle.
    resolve: { alias: { '@formatjs/icu-messageformat-parser': join(root, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js') } },
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'react-jsx', target: 'es2022' },
    // Ark UI marks its modules "use client"; in a browser-only bundle that directive means nothing.
    onLog(level, log, handler) {
      if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
      handler(level, log);
    },
  });
  const { output } = await bundle.write({
    dir: outDir,
    format: 'esm',
    minify: process.env.CLIENT_MINIFY !== 'off',
    sourcemap: true,
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    advancedChunks: { minSize: 8000, groups: [{ name: 'core', test: CORE_LIBRARIES, priority: 10 }, { name: 'shell-kit', test: SHELL_KIT, priority: 5 }] },
  });
  await bundle.close();
  const publicPath = (file: string) => relative(root, join(outDir, file));
  const metafile: ClientMetafile = { outputs: {} };
  let entry = '';
  // Every file this build wrote (chunks, their source maps, assets), for the build record.
  const files = output.flatMap((item) => (item.type === 'chunk' && item.sourcemapFileName ? [item.fileName, item.sourcemapFileName] : [item.fileName]));
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const inputs: Record<string, { bytesInOutput: number }> = {};
    for (const [id, mod] of Object.entries(chunk.modules)) inputs[relative(root, id)] = { bytesInOutput: mod.renderedLength };
    metafile.outputs[publicPath(chunk.fileName)] = {
      bytes: Buffer.byteLength(chunk.code),
      entryPoint: chunk.facadeModuleId ? relative(root, chunk.facadeModuleId) : undefined,
      imports: [
        ...chunk.imports.map((file) => ({ path: publicPath(file), kind: 'import-statement' as const })),
        ...chunk.dynamicImports.map((file) => ({ path: publicPath(file), kind: 'dynamic-import' as const })),
      ],
      inputs,
    };
    if (chunk.isEntry) entry = chunk.fileName;
  }
  if (!entry) throw new Error('client entry missing from the build output');
  writeFileSync(join(outDir, 'metafile.json'), JSON.stringify(metafile));
  return { entry, metafile, files: [...files, 'metafile.json'] };
}

/** The files a document loads before its scripts run: the entry and every chunk it imports. */
export function staticClosure(metafile: ClientMetafile, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(start);
  return [...seen];
}
