import { createMiddleware } from 'hono/factory';
import { resolveLocation } from '../../shared/sites/resolve';
import { matchRoute } from '../../shared/routes/match-route';
import { pageQuery, searchOf } from '../../shared/routes/page-query';
import type { AppEnv } from '../env';

/** Resolves site and locale from path prefixes or query parameters (document 1 §2.1). */
export const siteLocale = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const resolved = resolveLocation(url);
  c.set('site', resolved.site);
  c.set('locale', resolved.locale);
  c.set('path', resolved.path);
  // The page's own query: no tracking parameters, a cached route's declared ones only (decision 276).
  c.set('search', resolved.search && searchOf(pageQuery(matchRoute(resolved.path)?.name, new URLSearchParams(resolved.search))));
  await next();
});
