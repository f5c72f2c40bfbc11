/**
 * `npm run dev`: watch mode. Rebuilds the client (messages, CSS, bundle) when client/shared files
 * change; wrangler dev reloads the worker on its own changes and on the new asset manifest.
 */
import { execFileSync, spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules/.bin/tsx');
const buildClient = () => {
  try {
    execFileSync(process.execPath, [tsx, 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  } catch {
    console.error('client build failed; waiting for the next change');
  }
};

buildClient();
execFileSync(process.execPath, [tsx, 'scripts/seed-local.ts'], { cwd: root, stdio: 'inherit' });
let timer: NodeJS.Timeout | undefined;
for (const dir of ['client', 'shared']) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (!file || file.includes('generated')) return;
    clearTimeout(timer);
    timer = setTimeout(buildClient, 200);
  });
}
spawn(join(root, 'node_modules/.bin/wrangler'), ['dev', '--port', '8787', '--var', 'DEV_MAILBOX:on'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
});
