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
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { waitForServer } from '../wait-for-server';
import { BENCH_SERVER_ENV, RENDER_HEADERS } from '../edge-cache/edge-cache-bench';

const root = join(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8796);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
// Paths are measured in interleaved rounds so drifting machine load hits home and content alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const TARGET_RATIO = 0.8;
const base = `http://127.0.0.1:${PORT}`;
const CONTENT_PATHS = ['/pages/policy/privacy-policy', '/pages/faq/shipping/how-long-does-shipping-take', '/pages/resources/brakes/how-to-replace-brake-pads'];

interface Sample { requests: number; seconds: number; p50: number[]; p99: number[]; errors: number; non2xx: number }

/** Rendered, not answered from the edge HTML cache: the bench's bypass header (decision 279). */
const RENDER = RENDER_HEADERS;

async function sample(path: string, into: Sample): Promise<void> {
  const url = `${base}${path}`;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: RENDER });
  into.requests += result.requests.total;
  into.seconds += DURATION_S;
  into.p50.push(result.latency.p50);
  into.p99.push(result.latency.p99);
  into.errors += result.errors;
  into.non2xx += result.non2xx;
}

function summary(path: string, s: Sample) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { path, requestsPerSecond: Number((s.requests / s.seconds).toFixed(1)), p50Ms: median(s.p50), p99Ms: Math.max(...s.p99), errors: s.errors, non2xx: s.non2xx };
}

if (!process.env.BENCH_SKIP_BUILD) execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts'], { cwd: root, stdio: 'inherit' });
const server = spawn(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/serve.ts'], {
  cwd: root,
  env: { ...process.env, ...BENCH_SERVER_ENV, PORT: String(PORT) },
  stdio: 'ignore',
  detached: true,
});
const loadAverage = Number(loadavg()[0]!.toFixed(1));
try {
  await waitForServer(base);
  for (const path of ['/', ...CONTENT_PATHS]) await fetch(base + path, { headers: { accept: 'text/html' } }); // warm caches
  const paths = ['/', ...CONTENT_PATHS];
  const samples = new Map(paths.map((p) => [p, { requests: 0, seconds: 0, p50: [], p99: [], errors: 0, non2xx: 0 } as Sample]));
  for (let round = 0; round < ROUNDS; round++) for (const path of paths) await sample(path, samples.get(path)!);
  const home = summary('/', samples.get('/')!);
  const homeRps = home.requestsPerSecond;
  const pages = CONTENT_PATHS.map((p) => summary(p, samples.get(p)!)).map((c) => ({ ...c, ratioToHome: Number((c.requestsPerSecond / homeRps).toFixed(3)) }));
  const record = {
    date: new Date().toISOString(),
    machine: 'loopback, load generator on the same machine',
    settings: { connections: CONNECTIONS, secondsPerSample: DURATION_S, rounds: ROUNDS },
    loadAverageAtStart: loadAverage,
    targetRatio: TARGET_RATIO,
    homeSsr: home,
    contentSsr: pages,
    meetsTarget: pages.every((p) => p.ratioToHome >= TARGET_RATIO),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/content-ssr.json'), JSON.stringify(record, null, 2) + '\n');
  const rows = pages.map((p) => `| ${p.path} | ${p.requestsPerSecond} | ${p.p50Ms} | ${p.p99Ms} | ${p.ratioToHome} |`).join('\n');
  writeFileSync(
    join(root, 'bench/results/content-ssr.md'),
    `# Content page SSR vs home (${record.date})\n\n` +
      `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S} s per path, production worker served by scripts/serve.ts (workerd), same run; ` +
      `1-minute load average at start ${loadAverage} on ${cpus().length} cores (absolute numbers are only comparable within a run).\n\n` +
      `Home: ${homeRps} req/s (p50 ${home.p50Ms} ms, p99 ${home.p99Ms} ms).\n\n` +
      `| path | req/s | p50 ms | p99 ms | ratio to home |\n|---|---|---|---|---|\n${rows}\n\nTarget ≥ ${TARGET_RATIO}: ${record.meetsTarget ? 'met' : 'NOT met'}.\n`,
  );
  console.log(JSON.stringify(record, null, 2));
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
