/**
 * Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown) on each page type of the production
 * build, with the JavaScript each loads (gzip). Runs every page `--runs` times (default 3) and keeps
 * the median run by performance score. Then runs each page again with its scripts taken out
 * (script-free-proxy.ts): the floor this machine gives the page's HTML, CSS, fonts and images alone.
 * Writes bench/results/lighthouse.md and .json.
 *
 *   npx tsx bench/lighthouse/lighthouse-bench.ts [--port 8797] [--runs 3] [--base http://…]
 *
 * Without --base it builds nothing and serves the built store itself as `npm start` does (run
 * `npm run build` first).
 * Scores depend on the machine being otherwise idle: CPU time is what the 4× slowdown multiplies.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cliOption, ROOT, startStoreServer } from '../bench-kit';
import { startScriptFreeProxy } from './script-free-proxy';
import { pageJs, readBuild } from '../../scripts/js-budget';
import { ADDED_TBT_MS, budgetVerdict, SCORE_GAP_POINTS } from './lighthouse-budget';
import { cpus, loadavg } from 'node:os';

const args = process.argv.slice(2);
const PORT = Number(cliOption(args, 'port', '8797'));
const RUNS = Number(cliOption(args, 'runs', '3'));
const GIVEN_BASE = cliOption(args, 'base', '');

const PAGES = [
  { name: 'home', path: '/', module: 'client/pages/home-page.tsx' },
  { name: 'vehicle list', path: '/2019-honda-civic/brakes', module: 'client/pages/product-list-page.tsx' },
  { name: 'search', path: '/search?q=brake+pads', module: 'client/pages/product-list-page.tsx' },
  { name: 'product', path: '/product/AX-BRK-100010', module: 'client/pages/product-page.tsx' },
] as const;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  speedIndexMs: number;
}

const execFileAsync = promisify(execFile);

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** Asynchronous, so that the script-free proxy in this process keeps answering while it runs. */
async function lighthouse(url: string): Promise<Run> {
  const out = join(tmpdir(), `lighthouse-${process.pid}.json`);
  await execFileAsync(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [url, '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${out}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  rmSync(out, { force: true });
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: Math.round(audit('total-blocking-time')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(audit('speed-index')),
  };
}

/** Warms the worker's caches; the dev server may drop a kept-alive connection, so it tries again. */
async function warm(url: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await (await fetch(url, { headers: { connection: 'close' } })).arrayBuffer();
      return;
    } catch (error) {
      console.warn('warm-up failed, retrying', url, error);
    }
  }
}

/** One run; Lighthouse's own "Something went wrong with recording the trace" gets one more try. */
async function lighthouseOnce(url: string): Promise<Run> {
  try {
    return await lighthouse(url);
  } catch (error) {
    console.warn('lighthouse run failed, trying once more', url, String(error).slice(0, 300));
    return lighthouse(url);
  }
}

/** RUNS runs one after another: two at once would share the CPU the slowdown multiplies. */
async function runLighthouse(url: string): Promise<Run[]> {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseOnce(url));
  return runs;
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

const server = GIVEN_BASE ? null : await startStoreServer({ port: PORT });
const base = GIVEN_BASE || server!.base;
const proxy = await startScriptFreeProxy({ upstream: base, port: PORT + 1, pages: PAGES.map((page) => page.path) });
const scriptFreeBase = `http://127.0.0.1:${PORT + 1}`;
// The machine's load before and after: Lighthouse's 4× slowdown multiplies whatever CPU is left.
const loadBefore = loadavg()[0]!;
try {
  const build = readBuild(ROOT);
  const results = [];
  for (const page of PAGES) {
    await warm(base + page.path);
    const runs = await runLighthouse(base + page.path);
    const scriptFree = await runLighthouse(scriptFreeBase + page.path);
    const js = pageJs(build, page.module);
    const verdict = budgetVerdict(runs, scriptFree);
    results.push({ ...page, runs, median: median(runs), scriptFree, scriptFreeMedian: median(scriptFree), verdict, jsGzipBytes: js.bytes, jsFiles: js.files.length });
    console.log(page.name, median(runs), 'without scripts', median(scriptFree), verdict);
  }
  const load = { before: Number(loadBefore.toFixed(2)), after: Number(loadavg()[0]!.toFixed(2)), cores: cpus().length };
  const record = { date: new Date().toISOString(), lighthouse: '12.8.2', formFactor: 'mobile (simulated slow 4G, 4× CPU)', runsPerPage: RUNS, load, results };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/lighthouse.json'), JSON.stringify(record, null, 2) + '\n');
  const rows = results.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.median.performance} | ${r.median.accessibility} | ${r.median.bestPractices} | ${r.median.seo} | ${r.median.tbtMs} ms | ${r.median.cls} | ${(r.median.lcpMs / 1000).toFixed(1)} s | ${(r.jsGzipBytes / 1024).toFixed(1)} KB in ${r.jsFiles} files | ${r.runs.map((x) => x.performance).join(', ')} | ${r.scriptFreeMedian.performance} (${r.scriptFree.map((x) => x.performance).join(', ')}) | ${r.scriptFreeMedian.tbtMs} ms |`,
  );
  writeFileSync(
    join(ROOT, 'bench/results/lighthouse.md'),
    [
      '# Lighthouse (mobile) per page type',
      '',
      `Recorded ${record.date.slice(0, 16).replace('T', ' ')} UTC with Lighthouse 12.8.2 (default mobile emulation: simulated slow 4G, 4× CPU slowdown) and Debian Chromium against the production build served locally in workerd as \`npm start\` serves it, default seed, ${RUNS} runs per page (the median run by performance is shown; all performance scores in the column "performance per run"). \`npx tsx bench/lighthouse/lighthouse-bench.ts\`.`,
      '',
      '| page | performance | accessibility | best practices | SEO | TBT | CLS | LCP | JS (gzip) | performance per run | performance without scripts (per run) | TBT without scripts |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `## Budget: within ${SCORE_GAP_POINTS} points of the script-free median, at most ${ADDED_TBT_MS} ms of blocking time added`,
      '',
      '| page | served (median) | without scripts (median) | gap | TBT added (median − median) | holds |',
      '|---|---|---|---|---|---|',
      ...results.map((r) => `| ${r.name} | ${r.verdict.servedScore} | ${r.verdict.scriptFreeScore} | ${r.verdict.gap} | ${r.verdict.addedTbtMs} ms | ${r.verdict.holds ? 'yes' : 'no'} |`),
      '',
      `Machine load (1-minute average, ${load.cores} cores): ${load.before} at the start, ${load.after} at the end${load.before > 0.5 || load.after > 0.5 ? ' — other work was running, so scores are lower and noisier than on an idle machine' : ''}.`,
      '',
      'The last two columns run the same page with our scripts taken out (`bench/lighthouse/script-free-proxy.ts`: the entry, its preload and the inline scripts; markup, stylesheet, fonts, images, JSON blocks and React\'s streaming instructions unchanged): what this machine scores the page before any of our JavaScript (decision 237).',
      '',
    ].join('\n'),
  );
} finally {
  proxy.close();
  server?.stop();
}
