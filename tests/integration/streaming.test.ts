import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { DeferredRegistry } from '../../client/data/deferred';
import type { DealTile } from '../../shared/types/deal';
import type { AppEnv } from '../../worker/env';
import { securityHeaders } from '../../worker/middleware/security-headers';
import { services } from '../../worker/middleware/services';
import { siteLocale } from '../../worker/middleware/site-locale';
import { renderDocument } from '../../worker/render/render-document';
import { dealsKey } from '../../worker/routes/api/home';

const DEAL: DealTile = { productId: 'AX-TEST-1', name: 'Streamed Test Pads', image: null, originalPrice: 5000, price: 4000, currency: 'USD', discountPercent: 20 };

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(marker)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe('streaming SSR', () => {
  it('sends the shell before slow data, then streams the deferred section into it', async () => {
    let release: (deals: DealTile[]) => void = () => undefined;
    const slowDeals = new Promise<DealTile[]>((resolve) => (release = resolve));
    const key = dealsKey('axle-us', 'en-US');
    const app = new Hono<AppEnv>().use('*', securityHeaders, siteLocale, services).get('/', (c) => {
      const deferred: DeferredRegistry = new Map([[key, slowDeals]]);
      return renderDocument(c, {
        href: '/',
        payload: { kind: 'home', route: 'home', params: {}, status: 200, breadcrumbs: [], data: { categories: [], dealsKey: key } },
        deferred,
      });
    });

    const res = await app.fetch(new Request('http://localhost/', { headers: { accept: 'text/html' } }), env, createExecutionContext());
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    // The shell (header and the page's own content) arrives while the deals are still pending; it
    // may come in several reads, so read until the page's heading.
    const shell = await readUntil(reader, 'Parts that fit, delivered fast');
    expect(shell).toContain('</header>');
    expect(shell).toContain('Parts that fit, delivered fast');
    expect(shell).not.toContain('Streamed Test Pads');

    release([DEAL]);
    const rest = await readUntil(reader, '</html>');
    const full = shell + rest + (await readUntil(reader, '\u0000'));
    expect(full).toContain('Streamed Test Pads');
    expect(full).toContain('data-testid="deal-strip"');
  });

  it('gives crawlers the whole page in one piece', async () => {
    const res = await (await import('./http')).getPage('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(res.headers.get('transfer-encoding')).toBeNull();
    const html = await res.text();
    expect(html).toContain('data-testid="deal-strip"');
    expect(html).not.toContain('<template id="B:');
  });

  it.each(['/', '/2019-honda-civic/brakes', '/product/AX-BRK-100010'])('names only the client entry on %s: its imports are not preloaded (decision 228)', async (path) => {
    const html = await (await (await import('./http')).getPage(path)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const modules = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(modules).toEqual([expect.stringMatching(/^\/build\/entry-[\w-]+\.js$/)]);
    expect(preloads).toEqual(modules);
    expect(html).not.toContain('/build/chunks/');
  });

  it.each([
    ['/', 'en-US'],
    ['/ca/fr/product/AX-BRK-100010', 'fr-CA'],
  ])('loads the browser\'s Intl data for %s while the stylesheet downloads, under the answer\'s nonce (decision 230)', async (path, locale) => {
    const res = await (await import('./http')).getPage(path);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const warm = `<script nonce="${nonce}">Intl.NumberFormat.supportedLocalesOf("${locale}");Intl.DateTimeFormat.supportedLocalesOf("${locale}")</script>`;
    expect(nonce).toBeTruthy();
    expect(head).toContain(warm);
    // The stylesheet is requested before the script runs, and its link (which would make the script
    // wait for it) comes after.
    expect(head.indexOf('rel="preload" href="/build/styles-')).toBeGreaterThan(-1);
    expect(head.indexOf('rel="preload" href="/build/styles-')).toBeLessThan(head.indexOf(warm));
    expect(head.indexOf(warm)).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });
});
