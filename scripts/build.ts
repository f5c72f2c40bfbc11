/**
 * Production build of the client: messages, Panda CSS, the hashed client bundle (one chunk per
 * page), fonts, and the asset manifest the worker reads. The worker itself is bundled by wrangler.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundleClient, staticClosure } from './bundle-client';

const root = join(import.meta.dirname, '..');
const out = join(root, 'public/build');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

function hashOf(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

run(process.execPath, [bin('tsx'), 'scripts/build-messages.ts']);
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'fonts'), { recursive: true });

run(bin('panda'), ['codegen', '--silent']);
const cssTemp = join(out, 'styles.tmp.css');
run(bin('panda'), ['cssgen', '--silent', '--minify', '--outfile', cssTemp]);
const css = readFileSync(cssTemp);
const cssName = `styles-${hashOf(css)}.css`;
writeFileSync(join(out, cssName), css);
rmSync(cssTemp);

const font = 'inter-latin-wght-normal.woff2';
copyFileSync(join(root, 'node_modules/@fontsource-variable/inter/files', font), join(out, 'fonts', font));

const { entry, metafile } = await bundleClient(root, out);
const entryPath = relative(root, join(out, entry));
const urlOf = (file: string) => '/' + relative(join(root, 'public'), join(root, file));
const entryFiles = staticClosure(metafile, entryPath);
// Each page kind's chunk and its imports beyond the entry's, preloaded by documents of that kind.
// The kinds and their modules are read from the page registry's loaders.
const registry = readFileSync(join(root, 'client/pages/page-registry.ts'), 'utf8');
const pages: Record<string, string[]> = {};
for (const [, kind, module] of registry.matchAll(/'?([\w-]+)'?: \(\) => import\('\.\/([\w-]+)'\)/g)) {
  const file = Object.keys(metafile.outputs).find((f) => metafile.outputs[f]!.entryPoint === `client/pages/${module}.tsx`);
  if (file) pages[kind!] = staticClosure(metafile, file).filter((f) => !entryFiles.includes(f)).map(urlOf);
}
if (Object.keys(pages).length < 20) throw new Error('page chunks missing from the build output');
const manifest = {
  entry: `/build/${entry}`,
  // The entry's own imports load in parallel with it (modulepreload), not one after another.
  preload: entryFiles.filter((file) => file !== entryPath).map(urlOf),
  pages,
  css: `/build/${cssName}`,
  font: `/build/fonts/${font}`,
};
mkdirSync(join(root, 'worker/render/generated'), { recursive: true });
writeFileSync(join(root, 'worker/render/generated/assets.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log('client build:', manifest);
