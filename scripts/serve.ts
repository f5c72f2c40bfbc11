/**
 * Migrates and seeds the local D1 (idempotent), then serves the built store with wrangler dev in
 * production mode on :8787. `npm start` builds first; Playwright calls this directly.
 * PORT, SEED_SCALE (test | default | bench) and PERSIST_TO (a separate local state folder, e.g.
 * for the bench-scale catalogue) change where and what it serves.
 */
import { spawn, execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = process.env.PORT ?? '8787';
const env = { ...process.env, NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

const persist = process.env.PERSIST_TO ? ['--persist-to', process.env.PERSIST_TO] : [];
execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts', ...persist], { cwd: root, stdio: 'inherit', env });

const server = spawn(
  join(root, 'node_modules/.bin/wrangler'),
  ['dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', '--log-level', 'warn', '--var', 'DEV_MAILBOX:on', ...persist],
  { cwd: root, stdio: 'inherit', env },
);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
console.log(`Axle is starting on http://localhost:${port}`);
