/**
 * Migrates and seeds the local D1 (idempotent), then serves the built store — the worker bundled as
 * a deploy would bundle it, in workerd (scripts/local-worker.ts) — on :8787. `npm start` builds
 * first; Playwright and the benches call this directly.
 * PORT, SEED_SCALE (test | default | bench) and PERSIST_TO (a separate local state folder, e.g.
 * for the bench-scale catalogue) change where and what it serves; REVIEW_MODERATION_KEY, when
 * set, is the review moderators' key.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { startLocalWorker } from './local-worker.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 8787);
const env = { ...process.env, NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

const persist = process.env.PERSIST_TO ? ['--persist-to', process.env.PERSIST_TO] : [];
execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts', ...persist], { cwd: root, stdio: 'inherit', env });

// REVIEW_MODERATION_KEY in the environment turns the review moderators' calls on (decision 263).
const moderation: Record<string, string> = process.env.REVIEW_MODERATION_KEY ? { REVIEW_MODERATION_KEY: process.env.REVIEW_MODERATION_KEY } : {};
// E-mailed links point at the port this store answers on (decision 258).
// EDGE_HTML_BYPASS_TOKEN lets the bench render pages the edge cache would serve (decision 279).
const bypass: Record<string, string> = process.env.EDGE_HTML_BYPASS_TOKEN ? { EDGE_HTML_BYPASS_TOKEN: process.env.EDGE_HTML_BYPASS_TOKEN } : {};
const vars = { DEV_MAILBOX: 'on', SITE_ORIGINS: process.env.SITE_ORIGINS ?? `http://localhost:${port}`, ...moderation, ...bypass };
const worker = await startLocalWorker({ root, port, persistTo: process.env.PERSIST_TO, vars });
const stop = () => void worker.dispose().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Axle is running on http://localhost:${port}`);
