/**
 * Content page SSR throughput against the home page in the same run (target: each content page
 * ≥ 0.8× the home page's requests/s; content reads are KV-cached). Builds, seeds, serves the
 * production worker on BENCH_PORT (default 8796) and records bench/results/content-ssr.{json,md}.
 *
 *   npx tsx bench/content/content-bench.ts
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { waitForServer } from '../wait-for-server';

const root = join(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8796);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TARGET_RATIO = 0.8;
const base = `http://127.0.0.1:${PORT}`;
const CONTENT_PATHS = ['/pages/policy/privacy-policy', '/pages/faq/shipping/how-long-does-shipping-take', '/pages/resources/brakes/how-to-replace-brake-pads'];

async function load(path: string) {
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_S, headers: { accept: 'text/html' } });
  return { path, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

if (!process.env.BENCH_SKIP_BUILD) execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts'], { cwd: root, stdio: 'inherit' });
const server = spawn(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/serve.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'ignore',
  detached: true,
});
try {
  await waitForServer(base);
  for (const path of ['/', ...CONTENT_PATHS]) await fetch(base + path, { headers: { accept: 'text/html' } }); // warm caches
  // Home is measured before and after the content pages; their mean is the reference.
  const homeBefore = await load('/');
  const content = [];
  for (const path of CONTENT_PATHS) content.push(await load(path));
  const homeAfter = await load('/');
  const homeRps = (homeBefore.requestsPerSecond + homeAfter.requestsPerSecond) / 2;
  const pages = content.map((c) => ({ ...c, ratioToHome: Number((c.requestsPerSecond / homeRps).toFixed(3)) }));
  const record = {
    date: new Date().toISOString(),
    machine: 'loopback, load generator on the same machine',
    settings: { connections: CONNECTIONS, durationSeconds: DURATION_S },
    targetRatio: TARGET_RATIO,
    homeSsr: { before: homeBefore, after: homeAfter, meanRequestsPerSecond: homeRps },
    contentSsr: pages,
    meetsTarget: pages.every((p) => p.ratioToHome >= TARGET_RATIO),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/content-ssr.json'), JSON.stringify(record, null, 2) + '\n');
  const rows = pages.map((p) => `| ${p.path} | ${p.requestsPerSecond} | ${p.p50Ms} | ${p.p99Ms} | ${p.ratioToHome} |`).join('\n');
  writeFileSync(
    join(root, 'bench/results/content-ssr.md'),
    `# Content page SSR vs home (${record.date})\n\n${CONNECTIONS} connections, ${DURATION_S} s per path, production worker under wrangler dev, same run.\n\n` +
      `Home: ${homeBefore.requestsPerSecond} req/s before, ${homeAfter.requestsPerSecond} req/s after (mean ${homeRps}).\n\n` +
      `| path | req/s | p50 ms | p99 ms | ratio to home |\n|---|---|---|---|---|\n${rows}\n\nTarget ≥ ${TARGET_RATIO}: ${record.meetsTarget ? 'met' : 'NOT met'}.\n`,
  );
  console.log(JSON.stringify(record, null, 2));
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
