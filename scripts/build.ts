/**
 * Production build of the client: messages, Panda CSS, the hashed client bundle (one chunk per
 * page), fonts, and the asset manifest the worker reads. The worker itself is bundled by wrangler.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleClient } from './bundle-client';
import { retainBuilds } from './build-retention';

const root = join(import.meta.dirname, '..');
const out = join(root, 'public/build');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

function hashOf(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

run(process.execPath, [bin('tsx'), 'scripts/build-messages.ts']);
// The previous builds' files stay (decision 272): a tab opened before this deploy still loads its
// chunks. Their names are content-hashed, so nothing of theirs is overwritten.
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

const { entry, files } = await bundleClient(root, out);
const retained = retainBuilds(out, [...files, cssName, `fonts/${font}`]);
const manifest = {
  // Only the entry is named in the document; its imports and the page's chunk are not preloaded, so
  // their parsing does not compete with the page's first layout (decision 228).
  entry: `/build/${entry}`,
  css: `/build/${cssName}`,
  font: `/build/fonts/${font}`,
};
mkdirSync(join(root, 'worker/render/generated'), { recursive: true });
writeFileSync(join(root, 'worker/render/generated/assets.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log('client build:', manifest, `(${retained.kept} builds kept, ${retained.removed.length} old files removed)`);
