/**
 * CPU per rendered page in workerd (issue 29 item 3, decision 278): the workerd process's CPU time
 * (user + system, every worker of it: the app, D1, KV, cache) per request, for the static asset and
 * for home, a vehicle list and a product page rendered for each request. CPU time does not grow
 * when other processes crowd the machine the way requests/s shrink, so it compares builds measured
 * at different times; static ÷ page is the request rate ratio the page could reach.
 *
 *   PORT=8803 EDGE_HTML_BYPASS_TOKEN=… npx tsx scripts/serve.ts   (then, with the same token)
 *   EDGE_HTML_BYPASS_TOKEN=… npx tsx bench/edge-cache/render-cpu.ts --base http://127.0.0.1:8803 --pid $(pgrep -f 'workerd serve.*8803')
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({ options: { base: { type: 'string' }, pid: { type: 'string' }, requests: { type: 'string', default: '150' }, rounds: { type: 'string', default: '3' } } });
if (!values.base || !values.pid) throw new Error('--base and --pid (the workerd process) are required');
const token = process.env.EDGE_HTML_BYPASS_TOKEN;
if (!token) throw new Error('EDGE_HTML_BYPASS_TOKEN must be the served store’s token');
const base = values.base;
const requests = Number(values.requests);
const TICKS_PER_SECOND = 100;

/** CPU milliseconds the process has used so far (user + system, all threads). */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${values.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const RENDER = { accept: 'text/html', 'x-edge-bypass': token };
const measures = [
  ['static asset', '/favicon.svg', {}, requests * 4],
  ['home', '/', RENDER, requests],
  ['product list', '/2019-honda-civic/brakes', RENDER, requests],
  ['product detail', '/product/AX-BRK-100763', RENDER, requests],
] as const;

/** CPU milliseconds per request of one measure, after a warm-up. */
async function measure(path: string, headers: Record<string, string>, amount: number): Promise<number> {
  await autocannon({ url: base + path, connections: 4, amount: 20, headers }); // warm
  const before = cpuMs();
  const run = await autocannon({ url: base + path, connections: 4, amount, headers });
  if (run.non2xx) throw new Error(`${path}: ${run.non2xx} answers were not 2xx`);
  return (cpuMs() - before) / run.requests.total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Rounds interleave the pages, so a neighbour's burst of work lands on every page alike; each page's
// figure is its median over the rounds.
const samples: Record<string, number[]> = {};
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [name, path, headers, amount] of measures) (samples[name] ??= []).push(await measure(path, headers, amount));
}
const result: Record<string, { cpuMsPerRequest: number; rounds: number[]; staticRatio?: number }> = {};
for (const [name, values] of Object.entries(samples)) result[name] = { cpuMsPerRequest: Number(median(values).toFixed(2)), rounds: values.map((v) => Number(v.toFixed(2))) };
for (const name of Object.keys(result)) result[name]!.staticRatio = Number((result['static asset']!.cpuMsPerRequest / result[name]!.cpuMsPerRequest).toFixed(3));
console.log(JSON.stringify(result, null, 2));
