/** What the latency benches share: options, percentiles, and the production server they measure. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { waitForServer } from './wait-for-server';

export const ROOT = join(import.meta.dirname, '..');

/** `--name value` from the command line, else the fallback. */
export function cliOption(args: readonly string[], name: string, fallback: string): string {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
}

/** Nearest-rank percentile of ascending times. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface LatencySummary {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** p50/p95/p99/max of request times in milliseconds, to 0.1 ms. */
export function summarize(times: readonly number[]): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { runs: sorted.length, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1)!) };
}

/** Seeds the local D1 (bench scale when a state folder is named, else the default catalogue). */
export function seedCatalogue(persistTo: string, scale: 'bench' | 'default'): void {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  const scaleArgs = scale === 'bench' ? ['--scale', 'bench'] : [];
  execFileSync(process.execPath, [join(ROOT, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts', ...scaleArgs, ...persist], { cwd: ROOT, stdio: 'inherit' });
}

export interface BenchServer {
  base: string;
  stop(): void;
}

/** Waits for a spawned server (its own process group) to answer on `port`; stop() ends the group. */
async function served(server: ChildProcess, port: number): Promise<BenchServer> {
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/**
 * The store as `npm start` serves it (scripts/serve.ts: seeds the default catalogue if needed, then
 * the deploy bundle in workerd through Miniflare), without `wrangler dev`'s proxy and request log,
 * whose CPU would land in a browser's measurements on a two-core machine.
 */
export async function startStoreServer(options: { port: number }): Promise<BenchServer> {
  const server = spawn(process.execPath, [join(ROOT, 'node_modules/.bin/tsx'), 'scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(options.port) },
    stdio: 'ignore',
    detached: true,
  });
  return served(server, options.port);
}

/**
 * The built worker under wrangler dev in production mode (React's production build), in its own
 * process group so stopping it also stops workerd.
 */
export async function startBenchServer(options: { port: number; persistTo?: string; env?: Record<string, string> }): Promise<BenchServer> {
  const persist = options.persistTo ? ['--persist-to', options.persistTo] : [];
  const server = spawn(join(ROOT, 'node_modules/.bin/wrangler'), ['dev', '--port', String(options.port), '--ip', '127.0.0.1', ...persist], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', ...options.env },
    stdio: 'ignore',
    detached: true,
  });
  return served(server, options.port);
}
