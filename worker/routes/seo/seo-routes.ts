import { Hono } from 'hono';
import type { Context } from 'hono';
import { SITES_CONFIG } from '../../../shared/sites/config';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { createSitemapService } from '../../commerce/sitemap/sitemap-service';
import { SITEMAP_SECTIONS, type SitemapSection } from '../../commerce/sitemap/sitemap-entries';
import { robotsTxt } from './robots-txt';

const CHILD_FILE = /^([a-z]+)-([1-9]\d{0,5})\.xml$/;

function sitemaps(c: Context<AppEnv>) {
  return createSitemapService({ db: c.env.DB, cache: { kv: c.env.CACHE, waitUntil: (p) => c.executionCtx.waitUntil(p) } });
}

function xml(c: Context<AppEnv>, body: string): Response {
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': HTTP_CACHE_PUBLIC_SHORT });
}

/** robots.txt and the sitemaps (decision 171), for the origin the request came to. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) =>
    c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'Cache-Control': HTTP_CACHE_PUBLIC_SHORT }),
  )
  .get('/sitemap.xml', async (c) => xml(c, await sitemaps(c).index(new URL(c.req.url).origin)))
  .get('/sitemaps/:site/:locale/:file', async (c) => {
    // Exact ids only: every part of the path is checked before anything is read.
    const site = SITES_CONFIG.sites.find((s) => s.id === c.req.param('site'));
    const locale = site?.l10n.supportedLocales.find((l) => l.id === c.req.param('locale'));
    const match = CHILD_FILE.exec(c.req.param('file'));
    const section = match?.[1] as SitemapSection | undefined;
    if (!site || !locale || !match || !section || !SITEMAP_SECTIONS.includes(section)) return c.text('Not found', 404);
    const body = await sitemaps(c).child(new URL(c.req.url).origin, site, locale.id, section, Number(match[2]));
    return body === null ? c.text('Not found', 404) : xml(c, body);
  });
