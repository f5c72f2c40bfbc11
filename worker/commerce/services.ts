import type { Context } from 'hono';
import { languageOf, type LocaleConfig, type SiteConfig } from '../../shared/sites/config';
import type { AppEnv } from '../env';
import { createCategoryService } from './catalog/category-service';
import { getCachedHomeDeals } from './catalog/deal-service';
import { createSearchService } from './search/search-service';
import { createNewsletterService } from './newsletter/newsletter-service';
import { createStoreService } from './store/store-service';
import { createFitmentService } from './fitment/fitment-service';
import { createVehicleService } from './vehicles/vehicle-service';
import { createBasketService } from './basket/basket-service';
import { createAddressService } from './checkout/address-service';
import { createOrderService } from './orders/order-service';
import { paymentProviderFor } from '../integrations/payments';
import { createOutboxEmail } from '../integrations/email/outbox-email';

/** The commerce services one request may use, bound to its bindings, site and locale. */
export function createServices(c: Context<AppEnv>, site: SiteConfig = c.var.site, locale: LocaleConfig = c.var.locale) {
  const cache = {
    kv: c.env.CACHE,
    waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p),
  };
  const scope = { db: c.env.DB, cache, siteId: site.id, localeId: locale.id, lang: languageOf(locale.id) };
  const categories = createCategoryService(scope);
  return {
    categories,
    search: createSearchService({ db: c.env.DB, site, locale, lang: scope.lang, categories }),
    cache,
    deals: () => getCachedHomeDeals(scope, site.l10n.defaultCurrency),
    stores: createStoreService({ ...scope, country: site.l10n.country }),
    newsletter: createNewsletterService(c.env.DB),
    vehicles: createVehicleService(scope),
    fitment: createFitmentService({ ...scope, categories }),
    baskets: createBasketService({ db: c.env.DB, site, lang: scope.lang }),
    address: createAddressService({ db: c.env.DB, country: site.l10n.country }),
    orders: createOrderService({
      db: c.env.DB,
      site,
      locale,
      payments: paymentProviderFor(c.env),
      email: createOutboxEmail(c.env.DB),
      origin: new URL(c.req.url).origin,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
