import type { Context } from 'hono';
import { languageOf, type LocaleConfig, type SiteConfig } from '../../shared/sites/config';
import type { AppEnv } from '../env';
import { createCategoryService } from './catalog/category-service';
import { getHomeDeals } from './catalog/deal-service';

/** The commerce services one request may use, bound to its bindings, site and locale. */
export function createServices(c: Context<AppEnv>, site: SiteConfig = c.var.site, locale: LocaleConfig = c.var.locale) {
  const cache = {
    kv: c.env.CACHE,
    waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p),
  };
  const scope = { db: c.env.DB, cache, siteId: site.id, localeId: locale.id, lang: languageOf(locale.id) };
  return {
    categories: createCategoryService(scope),
    deals: () => getHomeDeals(c.env.DB, scope.lang, site.l10n.defaultCurrency),
  };
}

export type Services = ReturnType<typeof createServices>;
