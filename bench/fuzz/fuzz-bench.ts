/**
 * The fuzz run of the HTTP surface (issue "Fast and unbreakable at the edge", item 6): the same
 * property as tests/integration/fuzz/http-surface.fuzz.test.ts — every response below 500, with
 * the security headers, no markup echoed unescaped — with at least 1,000 generated requests per
 * endpoint, against the production build served by wrangler dev. Records totals and per-endpoint
 * status counts in bench/results/fuzz.{json,md}; exits 1 on any failure (its counterexample is
 * recorded, replay it with the listed seed).
 *
 *   npx tsx bench/fuzz/fuzz-bench.ts                     (seeds the default catalogue, serves on :8802, stops it)
 *   npx tsx bench/fuzz/fuzz-bench.ts --base http://127.0.0.1:8787   (a running store)
 *   --runs 1000 (cases per endpoint) --seed 20261125 --concurrency 4 (endpoints fuzzed at once)
 *   --only "GET /api" (endpoints whose name starts with this; nothing is recorded)
 *   --part routes|pages (only the registered routes, or only the route-table pages; the record goes
 *   to bench/results/fuzz-<part>.json) and --merge a.json b.json (no server: joins part records into
 *   bench/results/fuzz.{json,md}) — two processes share a busy machine better than one
 *   --persist-to .wrangler/fuzz-state (local state of a second process) --port 8802
 *   --rerun-failed (after fixing what a run found: fuzzes again only the endpoints that failed in
 *   bench/results/fuzz.json, replaces their rows and lists them under "re-run")
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import fc from 'fast-check';
import app from '../../worker/index';
import { ROOT, cliOption, seedCatalogue, startBenchServer, type BenchServer } from '../bench-kit';
import { endpointName, listEndpoints, type Endpoint } from '../../tests/integration/fuzz/endpoints';
import { problemsOf, toRequest } from '../../tests/integration/fuzz/fuzz-checks';
import { requestsFor } from '../../tests/integration/fuzz/fuzz-inputs';

const args = process.argv.slice(2);
const RUNS = Number(cliOption(args, 'runs', '1000'));
const SEED = Number(cliOption(args, 'seed', '20261125'));
const CONCURRENCY = Number(cliOption(args, 'concurrency', '4'));
const ONLY = cliOption(args, 'only', '');
const RERUN_FAILED = args.includes('--rerun-failed');
const PART = cliOption(args, 'part', '');
const MERGE = args.includes('--merge') ? args.slice(args.indexOf('--merge') + 1).filter((a) => !a.startsWith('--')) : [];

interface EndpointResult {
  endpoint: string;
  cases: number;
  failures: number;
  statuses: Record<string, number>;
  seconds: number;
  counterexample?: string;
  error?: string;
}

function seedOf(name: string): number {
  let h = SEED;
  for (const char of name) h = (Math.imul(h, 31) + char.charCodeAt(0)) | 0;
  return h;
}

async function fuzzEndpoint(base: string, endpoint: Endpoint): Promise<EndpointResult> {
  const name = endpointName(endpoint);
  const statuses: Record<string, number> = {};
  let cases = 0;
  const started = performance.now();
  const property = fc.asyncProperty(requestsFor(endpoint), async (input) => {
    cases++;
    const res = await fetch(toRequest(base, input));
    const body = await res.text();
    statuses[String(res.status)] = (statuses[String(res.status)] ?? 0) + 1;
    const problems = problemsOf({ status: res.status, headers: res.headers, body });
    if (problems.length) throw new Error(`${problems.join('; ')} — ${res.status} ${body.slice(0, 200)}`);
  });
  // endOnFailure: a failure is recorded as found (no shrinking: the run would take hours on one).
  const result = await fc.check(property, { numRuns: RUNS, seed: seedOf(name), endOnFailure: true });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (!result.failed) return { endpoint: name, cases, failures: 0, statuses, seconds };
  return {
    endpoint: name,
    cases,
    failures: 1,
    statuses,
    seconds,
    counterexample: JSON.stringify(result.counterexample),
    error: String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance).slice(0, 500),
  };
}

async function fuzzAll(base: string, endpoints: Endpoint[]): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < endpoints.length) {
      const endpoint = endpoints[next++]!;
      const result = await fuzzEndpoint(base, endpoint);
      results.push(result);
      console.log(`${result.failures ? 'FAIL' : 'ok  '} ${result.endpoint} — ${result.cases} cases, ${result.seconds} s${result.error ? `: ${result.error}` : ''}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results.sort((a, b) => a.endpoint.localeCompare(b.endpoint));
}

interface FuzzRecord {
  date: string;
  base: string;
  runsPerEndpoint: number;
  seed: number;
  concurrency: number;
  loadAverageAtStart: number | null;
  cores: number;
  totals: { endpoints: number; cases: number; failures: number; seconds: number };
  results: EndpointResult[];
  /** Endpoints fuzzed again after a fix, with the failure the first run found. */
  rerun?: { endpoint: string; at: string; before: string }[];
  /** Processes that ran side by side, when the run was split (--part, --merge). */
  parts?: { date: string; endpoints: number; cases: number; seconds: number; concurrency: number; note?: string }[];
  note?: string;
}

function totalsOf(results: EndpointResult[], seconds: number) {
  return {
    endpoints: results.length,
    cases: results.reduce((n, r) => n + r.cases, 0),
    failures: results.reduce((n, r) => n + r.failures, 0),
    seconds,
  };
}

function markdown(record: FuzzRecord): string {
  const statusCell = (s: Record<string, number>) => Object.entries(s).sort().map(([k, v]) => `${k}×${v}`).join(' ');
  const failing = record.results.filter((r) => r.failures);
  return [
    '# Fuzz run of the HTTP surface',
    '',
    `${record.date}. \`npx tsx bench/fuzz/fuzz-bench.ts\` (production build under wrangler dev, default catalogue; ` +
      `${record.cores} cores${typeof record.loadAverageAtStart === 'number' ? `, load average ${record.loadAverageAtStart} at start` : ''}).`,
    '',
    'Every registered route of the worker and every page of the route table gets generated requests: malformed and',
    'percent-broken paths (with site/locale prefixes), queries, header values (accept, accept-language, cookie, user-agent,',
    'content-type, origin, authorization) and JSON/form bodies, sometimes with another method. A case passes when the',
    'response is below 500, carries the security headers (CSP with nonce, object-src, base-uri, frame-ancestors; HSTS;',
    'nosniff; Referrer-Policy; X-Request-Id) and no generated markup appears unescaped in HTML.',
    '',
    ...(record.parts?.length
      ? [
          `Run as ${record.parts.length} processes side by side (registered routes, route-table pages), merged with \`--merge\`:`,
          ...record.parts.map((p) => `- ${p.date}: ${p.endpoints} endpoints, ${p.cases} cases, ${Math.round(p.seconds / 60)} min, ${p.concurrency} at a time${p.note ? ` (${p.note})` : ''}`),
          '',
        ]
      : []),
    '| endpoints | cases | failures | cases per endpoint | seed | time |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${record.totals.endpoints} | ${record.totals.cases} | ${record.totals.failures} | ${record.runsPerEndpoint} | ${record.seed} | ${Math.round(record.totals.seconds / 60)} min |`,
    '',
    ...(failing.length ? ['## Failures', '', ...failing.map((f) => `- \`${f.endpoint}\`: ${f.error}\n  counterexample: \`${f.counterexample}\``), ''] : []),
    ...(record.rerun?.length
      ? [
          '## Found and fixed',
          '',
          'These endpoints failed in the full run and were fuzzed again on the final code with the same cases per endpoint',
          '(`--rerun-failed`); their rows below are from that re-run. A real failure was fixed first and has a regression',
          'test in `tests/integration/fuzz/fuzz-regressions.test.ts`. "Dev server restart" marks answers that came from',
          'wrangler dev itself ("Your worker restarted mid-request", no headers of ours) because the code changed during the run.',
          '',
          ...record.rerun.map((r) =>
            r.before.includes('restarted mid-request')
              ? `- \`${r.endpoint}\` (${r.at}): dev server restart`
              : `- \`${r.endpoint}\` (${r.at}): fixed; the first run found: ${r.before.replace(/\s+/g, ' ').slice(0, 160)}`,
          ),
          '',
        ]
      : []),
    '## Per endpoint (status counts)',
    '',
    '| endpoint | cases | failures | statuses |',
    '| --- | ---: | ---: | --- |',
    ...record.results.map((r) => `| \`${r.endpoint}\` | ${r.cases} | ${r.failures} | ${statusCell(r.statuses)} |`),
    '',
  ].join('\n');
}

function writeRecord(dir: string, record: FuzzRecord): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'fuzz.json'), `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(join(dir, 'fuzz.md'), markdown(record));
}

if (MERGE.length) {
  const parts = MERGE.map((file) => JSON.parse(readFileSync(file, 'utf8')) as FuzzRecord);
  const results = [...new Map(parts.flatMap((p) => p.results).map((r) => [r.endpoint, r])).values()].sort((a, b) => a.endpoint.localeCompare(b.endpoint));
  const first = parts[0]!;
  const record: FuzzRecord = {
    ...first,
    concurrency: parts.reduce((n, p) => n + p.concurrency, 0),
    totals: totalsOf(results, Math.max(...parts.map((p) => p.totals.seconds))),
    results,
    parts: parts.map((p) => ({ date: p.date, endpoints: p.totals.endpoints, cases: p.totals.cases, seconds: p.totals.seconds, concurrency: p.concurrency, note: p.note })),
  };
  writeRecord(join(ROOT, 'bench/results'), record);
  console.log(`fuzz: merged ${parts.length} parts: ${record.totals.endpoints} endpoints, ${record.totals.cases} cases, ${record.totals.failures} failures`);
  process.exit(record.totals.failures ? 1 : 0);
}

const given = cliOption(args, 'base', '');
const loadAverage = Math.round(loadavg()[0]! * 100) / 100;
const dir = join(ROOT, 'bench/results');
const previous: FuzzRecord | null = RERUN_FAILED && existsSync(join(dir, 'fuzz.json')) ? (JSON.parse(readFileSync(join(dir, 'fuzz.json'), 'utf8')) as FuzzRecord) : null;
if (RERUN_FAILED && !previous) throw new Error('--rerun-failed needs bench/results/fuzz.json from a full run');
let server: BenchServer | null = null;
try {
  // A second process side by side needs its own local state (--persist-to): two servers must not share one D1 file.
  const persistTo = cliOption(args, 'persist-to', '');
  if (!given) seedCatalogue(persistTo, 'default');
  server = given ? null : await startBenchServer({ port: Number(cliOption(args, 'port', '8802')), persistTo: persistTo || undefined });
  const base = given || server!.base;
  const failedBefore = new Map((previous?.results ?? []).filter((r) => r.failures).map((r) => [r.endpoint, r]));
  const endpoints = listEndpoints(app.routes).filter(
    (e) => (!ONLY || endpointName(e).startsWith(ONLY)) && (!previous || failedBefore.has(endpointName(e))) && (!PART || e.page === (PART === 'pages')),
  );
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const fresh = await fuzzAll(base, endpoints);
  const seconds = Math.round((performance.now() - started) / 1000);
  let record: FuzzRecord;
  if (previous) {
    const at = new Date().toISOString();
    const results = previous.results.map((r) => fresh.find((f) => f.endpoint === r.endpoint) ?? r);
    const rerun = [...(previous.rerun ?? []), ...fresh.map((f) => ({ endpoint: f.endpoint, at, before: failedBefore.get(f.endpoint)?.error ?? '' }))];
    record = { ...previous, totals: totalsOf(results, previous.totals.seconds + seconds), results, rerun };
  } else {
    record = { date: startedAt, base, runsPerEndpoint: RUNS, seed: SEED, concurrency: CONCURRENCY, loadAverageAtStart: loadAverage, cores: cpus().length, totals: totalsOf(fresh, seconds), results: fresh };
  }
  if (PART) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `fuzz-${PART}.json`), `${JSON.stringify(record, null, 2)}\n`);
  } else if (!ONLY) writeRecord(dir, record);
  const t = record.totals;
  console.log(`fuzz: ${t.endpoints} endpoints, ${t.cases} cases, ${t.failures} failures (this run: ${fresh.length} endpoints in ${seconds} s)`);
  process.exitCode = t.failures ? 1 : 0;
} finally {
  server?.stop();
}
