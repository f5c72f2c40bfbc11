/**
 * Runs the worker as `wrangler deploy` would bundle it, in workerd through Miniflare, with the
 * bindings, assets and compatibility settings of wrangler.jsonc and the same local state folder as
 * `wrangler dev` (.wrangler/state, or PERSIST_TO).
 *
 * Why not `wrangler dev`: it puts a proxy worker and a Node process in front of every request
 * (request logging, live reload), which cost about as much CPU as rendering the page itself — on a
 * two-core machine, the browser tests and benches paid for that twice. `npm run dev` keeps
 * `wrangler dev` for its reloads.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { Log, LogLevel, Miniflare, type Json } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

export interface LocalWorkerOptions {
  root: string;
  port: number;
  /** The local state folder (wrangler's --persist-to); .wrangler/state when absent. */
  persistTo?: string;
  /** Variables on top of wrangler.jsonc's vars. */
  vars?: Record<string, string>;
}

/** Bundles the worker exactly as a deploy would (without uploading it) into `outdir`. */
function bundleWorker(root: string, outdir: string): string {
  execFileSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outdir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' },
  });
  return join(outdir, 'index.js');
}

/**
 * workerd's output, without its report of a client that hung up mid-response (a browser test that
 * moved on, a bench connection closed) and that report's stack line: `wrangler dev` hides them too.
 */
function forwardRuntimeOutput(stdout: Readable, stderr: Readable): void {
  stdout.pipe(process.stdout);
  let skipStack = false;
  createInterface({ input: stderr }).on('line', (line) => {
    const hangUp = /disconnected: .*(Broken pipe|Connection reset)/.test(line);
    if (hangUp || (skipStack && line.startsWith('stack:'))) {
      skipStack = hangUp;
      return;
    }
    skipStack = false;
    process.stderr.write(`${line}\n`);
  });
}

export async function startLocalWorker(options: LocalWorkerOptions): Promise<{ url: URL; dispose: () => Promise<void> }> {
  const script = bundleWorker(options.root, join(options.root, '.wrangler/local-worker'));
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(options.root, 'wrangler.jsonc'));
  const configured = 'bindings' in workerOptions ? (workerOptions.bindings as Record<string, Json>) : {};
  const miniflare = new Miniflare({
    ...workerOptions,
    name: 'axle-storefront',
    // The bundle's dynamic imports are its own chunks' names, so list the one module explicitly
    // rather than let Miniflare trace imports.
    modules: [{ type: 'ESModule', path: script }],
    bindings: { ...configured, ...options.vars },
    host: '127.0.0.1',
    port: options.port,
    defaultPersistRoot: join(options.root, options.persistTo ?? '.wrangler/state', 'v3'),
    // request.cf is Miniflare's local placeholder (never fetched); tests set it with MF-CF-Blob.
    cf: false,
    log: new Log(LogLevel.WARN),
    handleRuntimeStdio: forwardRuntimeOutput,
  });
  const url = await miniflare.ready;
  return { url, dispose: () => miniflare.dispose() };
}
