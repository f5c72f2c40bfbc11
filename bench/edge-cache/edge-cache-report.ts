/** Writes bench/results/edge-cache.{json,md}: cached vs uncached page SSR against the static asset of one run. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface EdgeCacheRecord {
  date: string;
  machine: string;
  settings: { connections: number; durationSeconds: number; rounds: number };
  catalogScale: string;
  loadAverageAtStart: number;
  staticAsset: LoadResult;
  /** Context: a static file nearer a page's size than the icon. */
  largerStaticAsset: LoadResult;
  pages: { name: string; cached: LoadResult; uncached: LoadResult }[];
  /** The target of the issue: every cached page ≥ 0.8 × the static asset. */
  target: number;
}

export const CACHED_TO_STATIC_TARGET = 0.8;

/** Issue 29's render budget, uncached ÷ static in the same run: home 0.2, lists and product pages 0.12. */
export const UNCACHED_TO_STATIC_TARGETS: Record<string, number> = { home: 0.2, 'product list': 0.12, 'product detail': 0.12 };

const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

export function writeEdgeCacheResults(root: string, record: EdgeCacheRecord): void {
  const rows = record.pages.map((p) =>
    [
      `| ${p.name} | \`${p.cached.path}\``,
      p.cached.requestsPerSecond,
      p.cached.p99Ms,
      ratio(p.cached.requestsPerSecond, record.staticAsset.requestsPerSecond),
      p.uncached.requestsPerSecond,
      p.uncached.p99Ms,
      ratio(p.uncached.requestsPerSecond, record.staticAsset.requestsPerSecond),
      `${ratio(p.cached.requestsPerSecond, p.uncached.requestsPerSecond)}× |`,
    ].join(' | '),
  );
  const met = record.pages.every((p) => p.cached.requestsPerSecond >= record.target * record.staticAsset.requestsPerSecond);
  const budgets = record.pages
    .filter((p) => UNCACHED_TO_STATIC_TARGETS[p.name] !== undefined)
    .map((p) => {
      const got = ratio(p.uncached.requestsPerSecond, record.staticAsset.requestsPerSecond);
      const want = UNCACHED_TO_STATIC_TARGETS[p.name]!;
      return `- ${p.name}: uncached ÷ static ${got} (budget ≥ ${want}) — ${got >= want ? 'met' : 'NOT met'}`;
    });
  const md = `# Edge HTML cache: cached vs uncached SSR (${record.date})

${record.settings.connections} connections, ${record.settings.rounds} interleaved rounds of ${record.settings.durationSeconds} s per measure, production worker served by scripts/serve.ts (workerd)
(Cache API in Miniflare), ${record.catalogScale} catalogue, load generator on the same machine; 1-minute load average at
start ${record.loadAverageAtStart} on 2 shared cores. Absolute numbers are only comparable within this run.

"Cached" is an anonymous request answered from the edge cache (\`X-Cache: HIT\`: in one local isolate, its hot copy of the
Cache API entry, decision 205; nonce rewritten, full security headers);
"uncached" is the same page rendered for each request (the bench's bypass header, decision 279, \`X-Cache: BYPASS\`): a miss without the store.

Static asset \`${record.staticAsset.path}\`: ${record.staticAsset.requestsPerSecond} req/s (p99 ${record.staticAsset.p99Ms} ms).
For context, a larger static file \`${record.largerStaticAsset.path}\` (about 66 KB, pages are 100–250 KB):
${record.largerStaticAsset.requestsPerSecond} req/s (p99 ${record.largerStaticAsset.p99Ms} ms); the ratios below use the icon.

| page | path | cached req/s | cached p99 ms | cached ÷ static | uncached req/s | uncached p99 ms | uncached ÷ static | cached ÷ uncached |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Target: cached ≥ ${record.target} × static — ${met ? 'met' : 'NOT met'}.

Render budget (issue 29 item 3):
${budgets.join('\n')}
`;
  writeFileSync(join(root, 'bench/results/edge-cache.json'), JSON.stringify(record, null, 2) + '\n');
  writeFileSync(join(root, 'bench/results/edge-cache.md'), md);
}
