import type { Context } from 'hono';
import { languageOf, type LocaleConfig, type SiteConfig } from '../../shared/sites/config';
import type { AppEnv } from '../env';
import { keptTextsOf } from '../cache/kept-texts';
import { createCategoryService } from './catalog/category-service';
import { getCachedHomeDeals } from './catalog/deal-service';
import { createSearchService } from './search/search-service';
import { createNewsletterService } from './newsletter/newsletter-service';
import { createStoreService } from './store/store-service';
import { createStockService } from './inventory/stock-service';
import { createFitmentService } from './fitment/fitment-service';
import { createVehicleService } from './vehicles/vehicle-service';
import { createReviewsService } from './reviews/reviews-service';
import { createNotifyMeService } from './notify-me/notify-me-service';
import { createReviewsPort } from '../integrations/reviews';
import { createRecoService } from './reco/reco-service';
import { createProductService } from './product/product-service';
import { createContentService } from './content/content-service';
import { createD1Content } from '../integrations/content/d1-content';
import { captchaWidgetFor, type CaptchaEnv } from '../integrations/captcha';
import { sitePrefsFor } from '../../shared/checkout/site-prefs';
import { createBasketService } from './basket/basket-service';
import { createAddressService } from './checkout/address-service';
import { createOrderService } from './orders/order-service';
import { bumpProductHtmlVersions } from '../cache/edge-html/html-version';
import { paymentProviderFor } from '../integrations/payments';
import { emailPortFor } from '../integrations/email';
import { siteOrigin } from './accounts/site-origin';
import { createAccountService } from './account-area/account-service';
import { outboundPort } from '../integrations/ports';

/** The commerce services one request may use, bound to its bindings, site and locale. */
export function createServices(c: Context<AppEnv>, site: SiteConfig = c.var.site, locale: LocaleConfig = c.var.locale) {
  const cache = {
    kv: c.env.CACHE,
    waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p),
    // Parts of one page reading the same entry (the menu, the vehicle catalogue) read it once.
    reads: new Map<string, Promise<unknown>>(),
    // Fresh entries' KV text, kept for the isolate's requests (decision 299).
    kept: keptTextsOf(c.env.CACHE),
  };
  const scope = { db: c.env.DB, cache, siteId: site.id, localeId: locale.id, lang: languageOf(locale.id) };
  const categories = createCategoryService(scope);
  const stores = createStoreService({ ...scope, country: site.l10n.country });
  // Pickup stores of orders (their hours and zone give the ready time).
  const storesById = async (ids: readonly string[]) => (await stores.getByIds(ids)).data;
  return {
    categories,
    search: createSearchService({ db: c.env.DB, site, locale, lang: scope.lang, categories }),
    cache,
    deals: () => getCachedHomeDeals(scope, site.l10n.defaultCurrency),
    stores,
    stock: createStockService({ db: c.env.DB, site, stores }),
    newsletter: createNewsletterService(c.env.DB),
    vehicles: createVehicleService(scope),
    fitment: createFitmentService({ ...scope, categories }),
    reviews: createReviewsService({ db: c.env.DB, port: createReviewsPort(c.env), localeId: locale.id }),
    notifyMe: createNotifyMeService(c.env.DB, site.id, locale.id),
    // The recommendation engine is the storefront's personalization service: bounded like one (decision 190).
    reco: outboundPort(c.env, 'recommendations', createRecoService({
      db: c.env.DB,
      siteId: site.id,
      localeId: locale.id,
      cache,
      lang: scope.lang,
      currency: site.l10n.defaultCurrency,
      onlineList: `online-${site.l10n.country.toLowerCase()}`,
      waitUntil: cache.waitUntil,
    })),
    products: createProductService({ db: c.env.DB, site, locale, lang: scope.lang, categories, cache }),
    /**
     * Which captcha widget forms show: none while the site preference recaptchaEnabled is off
     * (document 1 §2.7, shown if enabled), else Turnstile when configured or the local test widget.
     */
    captchaWidget: sitePrefsFor(site.l10n.country, c.env as { RECAPTCHA_ENABLED?: string }).recaptchaEnabled ? captchaWidgetFor(c.env as CaptchaEnv) : null,
    content: createContentService({ port: outboundPort(c.env, 'content', createD1Content(c.env.DB, locale.id)), cache, siteId: site.id, localeId: locale.id }),
    baskets: createBasketService({ db: c.env.DB, site, lang: scope.lang }),
    address: createAddressService({ db: c.env.DB, country: site.l10n.country }),
    orders: createOrderService({
      db: c.env.DB,
      site,
      locale,
      payments: paymentProviderFor(c.env),
      email: emailPortFor(c.env),
      // E-mailed links use the configured origin, never the request's Host (decision 258); read
      // when an order is placed, so a misconfigured production fails there, not on every page.
      get origin() {
        return siteOrigin(c.env, site.id);
      },
      // Product pages showing that stock miss the edge HTML cache from now on (decision 203).
      onStockChange: (productIds) =>
        c.executionCtx.waitUntil(
          bumpProductHtmlVersions(c.env.CACHE, c.env.DB, productIds).catch((error: unknown) => console.error('html version bump failed', error)),
        ),
      storesById,
    }),
    accounts: createAccountService({
      db: c.env.DB,
      site,
      lang: scope.lang,
      isSiteStore: async (storeId) => (await stores.getById(storeId))?.countryCode === site.l10n.country,
      storesById,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
