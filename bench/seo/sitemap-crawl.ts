/**
 * Crawls every URL of the sitemaps as a search engine would: fetches /sitemap.xml, each child
 * sitemap, then every page (crawler user agent, no redirects followed) and checks it answers 200,
 * is indexable, and declares exactly one canonical equal to its sitemap URL. Records count,
 * failures and time in bench/results/sitemap-crawl.{json,md}.
 *
 *   npx tsx bench/seo/sitemap-crawl.ts --base http://127.0.0.1:8787   (a running store)
 *   npx tsx bench/seo/sitemap-crawl.ts --port 8806                      (seeds default scale, serves, stops)
 *   --concurrency 4 (parallel page requests)
 *   --per-sitemap N (every URL by default; N spreads the crawl evenly over each sitemap, for a
 *   loaded machine: the sitemaps themselves are still fetched and counted whole)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { ROOT, cliOption, seedCatalogue, startBenchServer, summarize, type BenchServer } from '../bench-kit';

const args = process.argv.slice(2);
const CONCURRENCY = Number(cliOption(args, 'concurrency', '4'));
const USER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const MAX_LISTED_FAILURES = 50;
const PER_SITEMAP = Number(cliOption(args, 'per-sitemap', '0'));

/** Every URL, or `limit` of them spread evenly from first to last. */
export function spread<T>(items: readonly T[], limit: number): T[] {
  if (!limit || items.length <= limit) return [...items];
  return Array.from({ length: limit }, (_, i) => items[Math.round((i * (items.length - 1)) / (limit - 1 || 1))]!);
}

interface Failure { url: string; problem: string }

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

async function fetchText(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { redirect: 'manual', headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xml' } });
  return { status: res.status, text: await res.text() };
}

/** What is wrong with a crawled page, or null when it is a clean, self-canonical, indexable 200. */
function checkPage(url: string, status: number, html: string): string | null {
  if (status !== 200) return `status ${status}`;
  const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => unescape(m[1]!));
  if (canonicals.length !== 1) return `${canonicals.length} canonical links`;
  if (canonicals[0] !== url) return `canonical ${canonicals[0]}`;
  if (!html.includes('<meta name="robots" content="index, follow"/>')) return 'not indexable';
  return null;
}

async function crawl(base: string) {
  const started = performance.now();
  const index = await fetchText(`${base}/sitemap.xml`);
  if (index.status !== 200) throw new Error(`sitemap index answered ${index.status}`);
  const children = locs(index.text);
  const urls: string[] = [];
  const perSitemap: { sitemap: string; urls: number; crawled: number }[] = [];
  let listed = 0;
  for (const child of children) {
    const { status, text } = await fetchText(child);
    if (status !== 200) throw new Error(`${child} answered ${status}`);
    const found = locs(text);
    const chosen = spread(found, PER_SITEMAP);
    perSitemap.push({ sitemap: child.slice(base.length), urls: found.length, crawled: chosen.length });
    listed += found.length;
    urls.push(...chosen);
  }
  const failures: Failure[] = [];
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const t0 = performance.now();
      try {
        const { status, text } = await fetchText(url);
        const problem = checkPage(url, status, text);
        if (problem) failures.push({ url, problem });
      } catch (error) {
        failures.push({ url, problem: String(error) });
      }
      times.push(performance.now() - t0);
      if (times.length % 100 === 0) console.log(`${times.length}/${urls.length} crawled, ${failures.length} failures`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { sitemaps: children.length, perSitemap, listed, urls: urls.length, unique: new Set(urls).size, failures, seconds, latency: summarize(times) };
}

let server: BenchServer | null = null;
const given = cliOption(args, 'base', '');
const loadAverage = Number(loadavg()[0]!.toFixed(1));
try {
  if (!given) seedCatalogue('', 'default');
  server = given ? null : await startBenchServer({ port: Number(cliOption(args, 'port', '8806')) });
  const base = given || server!.base;
  const result = await crawl(base);
  const record = { date: new Date().toISOString(), base, concurrency: CONCURRENCY, sampleLimit: PER_SITEMAP || 'all', userAgent: USER_AGENT, loadAverageAtStart: loadAverage, cores: cpus().length, ...result };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/sitemap-crawl.json'), JSON.stringify(record, null, 2) + '\n');
  const rows = result.perSitemap.map((s) => `| ${s.sitemap} | ${s.urls} | ${s.crawled} |`).join('\n');
  const failed = result.failures.slice(0, MAX_LISTED_FAILURES).map((f) => `- ${f.url}: ${f.problem}`).join('\n');
  writeFileSync(
    join(ROOT, 'bench/results/sitemap-crawl.md'),
    `# Sitemap crawl (${record.date})\n\n` +
      `Every URL of ${base}/sitemap.xml requested as Googlebot (no redirects followed), ${CONCURRENCY} at a time; a URL passes when it answers 200, ` +
      `says \`index, follow\` and declares exactly one canonical equal to its sitemap URL. Default seed scale, production worker under wrangler dev ` +
      `on the same machine (${cpus().length} cores, 1-minute load average ${loadAverage} at start).\n\n` +
      `- Sitemaps: ${result.sitemaps}\n- URLs listed: ${result.listed}\n- URLs crawled: ${result.urls} (${result.unique} unique)` +
      `${PER_SITEMAP ? `, at most ${PER_SITEMAP} per sitemap spread evenly (--per-sitemap)` : ', every one'}\n- Failures: ${result.failures.length}\n` +
      `- Time: ${result.seconds.toFixed(1)} s (${(result.urls / result.seconds).toFixed(1)} pages/s)\n` +
      `- Page latency: p50 ${result.latency.p50Ms} ms, p95 ${result.latency.p95Ms} ms, p99 ${result.latency.p99Ms} ms, max ${result.latency.maxMs} ms\n\n` +
      `| sitemap | URLs | crawled |\n|---|---|---|\n${rows}\n\n${result.failures.length ? `## Failures (first ${MAX_LISTED_FAILURES})\n\n${failed}\n` : 'No failures.\n'}`,
  );
  console.log(`${result.urls} URLs, ${result.failures.length} failures, ${result.seconds.toFixed(1)} s`);
  if (result.failures.length) process.exitCode = 1;
} finally {
  server?.stop();
}
