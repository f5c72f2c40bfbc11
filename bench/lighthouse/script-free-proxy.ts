/**
 * Serves the store's pages with our scripts taken out, and passes every other request through to
 * the store unchanged. Lighthouse run against it measures what the page's HTML,
 * stylesheet, fonts and images cost on this machine by themselves: the floor that no change to our
 * JavaScript can go below.
 *
 * Removed: module scripts, module preloads and our inline scripts. Kept: JSON and JSON-LD blocks,
 * which the browser parses as text and never runs, so the document keeps its size; and React's
 * inline streaming instructions ($RC and its runtime), which move streamed sections into place, so
 * the page shows what the store shows.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

const RUNNABLE_SCRIPT = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const STREAMING_INSTRUCTION = /^(?:\$R|requestAnimationFrame\(function\(\)\{\$RT=)/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The page's markup without anything of ours the browser would run. */
export function withoutScripts(html: string): string {
  return html
    .replace(RUNNABLE_SCRIPT, (script, text: string) => (STREAMING_INSTRUCTION.test(text) ? script : ''))
    .replace(MODULE_PRELOAD, '');
}

function upstreamRequest(upstream: URL, incoming: IncomingMessage, headers: Record<string, string | string[] | undefined>) {
  return request({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers });
}

/** Listens on `port`; a request whose path and query are in `pages` gets the script-free page. */
export function startScriptFreeProxy(options: { upstream: string; port: number; pages: readonly string[] }): Promise<Server> {
  const upstream = new URL(options.upstream);
  const pages = new Set(options.pages);
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host };
    if (!pages.has(incoming.url ?? '')) {
      const passed = upstreamRequest(upstream, incoming, headers);
      passed.on('response', (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      passed.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(passed);
      return;
    }
    const page = upstreamRequest(upstream, incoming, { ...headers, 'accept-encoding': 'identity' });
    page.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = gzipSync(withoutScripts(Buffer.concat(chunks).toString('utf8')));
        const { 'content-length': _length, 'transfer-encoding': _chunked, ...kept } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, { ...kept, 'content-encoding': 'gzip', 'content-length': body.length });
        outgoing.end(body);
      });
    });
    page.on('error', () => outgoing.writeHead(502).end());
    page.end();
  });
  return new Promise((resolve) => server.listen(options.port, '127.0.0.1', () => resolve(server)));
}
