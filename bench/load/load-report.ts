/** The load ramp's record: step results, the knee, and the Markdown report. */

export interface KindStats {
  responses: number;
  /** Percent of the step's responses. */
  share: number;
  p50Ms: number | null;
  p99Ms: number | null;
  non2xx: number;
  /** Count per status of the non-2xx answers. */
  non2xxStatuses: Record<string, number>;
}

export interface StepResult {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  responses: number;
  p50Ms: number;
  p99Ms: number;
  /** p99 of the list/search and product pages together. */
  pagesP99Ms: number | null;
  errors: number;
  timeouts: number;
  non2xx: number;
  kinds: Record<'list' | 'product' | 'cart', KindStats>;
  /** 1-minute load average when the step ended (other work on the machine shows here). */
  loadAverage: number;
}

export interface StaticStep {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Throughput must grow at least this much from one step to the next to be worth the connections. */
export const KNEE_GAIN = 0.1;

export interface Knee {
  connections: number;
  requestsPerSecond: number;
  /** Whether no step up to the knee had an error, a timeout or a non-2xx answer. */
  cleanUpToKnee: boolean;
  reason: string;
}

/** The last step before doubling the connections adds less than 10 % requests/s (or the last step). */
export function findKnee(ramp: readonly StepResult[]): Knee {
  let at = ramp.length - 1;
  for (let i = 0; i < ramp.length - 1; i++) {
    if (ramp[i + 1]!.requestsPerSecond < ramp[i]!.requestsPerSecond * (1 + KNEE_GAIN)) {
      at = i;
      break;
    }
  }
  const knee = ramp[at]!;
  const clean = ramp.slice(0, at + 1).every((s) => s.errors === 0 && s.timeouts === 0 && s.non2xx === 0);
  const next = ramp[at + 1];
  const reason = next
    ? `${next.connections} connections add ${(((next.requestsPerSecond / knee.requestsPerSecond) - 1) * 100).toFixed(0)} % requests/s while p99 goes ${knee.p99Ms} → ${next.p99Ms} ms`
    : 'throughput still grew at the last step';
  return { connections: knee.connections, requestsPerSecond: knee.requestsPerSecond, cleanUpToKnee: clean, reason };
}

interface Report {
  stamp: string;
  machine: string;
  persistTo: string;
  stepSeconds: number;
  pools: { listPages: number; productPages: number; shoppers: number };
  mix: { cartOperations: readonly string[] };
  ramp: StepResult[];
  staticAsset: StaticStep[];
  knee: Knee;
  failures: { kind: string; status: number; body: string }[];
}

const ms = (n: number | null) => (n === null ? '–' : `${n} ms`);

export function renderReport(r: Report): string {
  const staticAt = new Map(r.staticAsset.map((s) => [s.connections, s]));
  const rows = r.ramp.map((s) => {
    const base = staticAt.get(s.connections);
    const ratio = base && s.pagesP99Ms !== null && base.p99Ms > 0 ? (s.pagesP99Ms / base.p99Ms).toFixed(1) + '×' : '–';
    const statuses = Object.entries(s.kinds).flatMap(([k, v]) => Object.entries(v.non2xxStatuses).map(([code, n]) => `${k} ${code} × ${n}`));
    return `| ${s.connections}${s.connections === r.knee.connections ? ' (knee)' : ''} | ${s.requestsPerSecond} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${s.errors} | ${s.non2xx}${statuses.length ? ` (${statuses.join(', ')})` : ''} | ${ms(s.kinds.list.p99Ms)} | ${ms(s.kinds.product.p99Ms)} | ${ms(s.kinds.cart.p99Ms)} | ${ms(base?.p99Ms ?? null)} | ${ratio} | ${s.kinds.list.share}/${s.kinds.product.share}/${s.kinds.cart.share} | ${s.loadAverage} |`;
  });
  const atKnee = r.ramp.find((s) => s.connections === r.knee.connections)!;
  const staticKnee = staticAt.get(r.knee.connections);
  const kneeRatio = staticKnee && staticKnee.p99Ms > 0 && atKnee.pagesP99Ms !== null ? atKnee.pagesP99Ms / staticKnee.p99Ms : null;
  const verdict =
    kneeRatio === null
      ? 'not measured'
      : `${atKnee.pagesP99Ms} ms against ${staticKnee!.p99Ms} ms, **${kneeRatio.toFixed(1)}×** (target for cached pages: within 2×, ${kneeRatio <= 2 ? 'met' : 'not met'})`;
  return `# Load ramp at bench scale

\`npx tsx bench/load/load-ramp.ts\` — the production worker (wrangler dev, NODE_ENV=production, local
D1 through the Sessions API) on the bench catalogue (\`${r.persistTo}\`, 100,000 product slots), driven by
autocannon on the same machine. Each connection repeats a cycle of ten requests: 7 list/search
pages (${r.pools.listPages} sampled: category lists from the menu, vehicle category lists from the
vehicle selector, 16 searches), 2 product pages
(${r.pools.productPages} sampled from the search API's hits) and 1 cart/checkout API call (${r.pools.shoppers} guest
shoppers in turn: ${r.mix.cartOperations.join(' → ')}; each change's bookmark cookie goes with the
shopper's next call). Pages were requested once before the ramp, so their data caches are warm.
Steps of ${r.stepSeconds} s; before each, the static asset \`/favicon.svg\` of the same worker at the same
connection count (4 s) as the baseline, each once the server has worked off the previous step's queue.

Run ${r.stamp} (${r.machine}).

| connections | req/s | p50 | p99 | errors | non-2xx | list p99 | product p99 | cart p99 | static p99 | pages p99 ÷ static p99 | mix % (list/product/cart) | load avg |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

**Knee: ${r.knee.connections} connection${r.knee.connections === 1 ? '' : 's'}, ${r.knee.requestsPerSecond} req/s** — ${r.knee.reason}.
Errors, timeouts and non-2xx up to the knee: **${r.knee.cleanUpToKnee ? 'none' : 'some (see the table)'}**.
Page p99 at the knee against the static asset's at the same connections: ${verdict}. The pages of
this ramp are rendered on every request from warm KV/D1 data (no edge HTML cache in this build;
decision 212).
${r.failures.length ? `\nFirst non-2xx answers: ${r.failures.map((f) => `${f.kind} ${f.status} \`${f.body.replace(/\s+/g, ' ').slice(0, 160)}\``).join('; ')}.\n` : ''}`;
}
