import { createMiddleware } from 'hono/factory';
import { resolveLocation } from '../../shared/sites/resolve';
import type { AppEnv } from '../env';

/** Resolves site and locale from path prefixes or query parameters (document 1 §2.1). */
export const siteLocale = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const resolved = resolveLocation(url);
  c.set('site', resolved.site);
  c.set('locale', resolved.locale);
  c.set('path', resolved.path);
  c.set('search', resolved.search);
  await next();
});
