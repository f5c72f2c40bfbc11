import type { Context } from 'hono';
import { SITES_CONFIG, type LocaleConfig, type SiteConfig } from '../../../shared/sites/config';
import { realmOf } from '../../../shared/reco/recommendation';
import { createServices } from '../../commerce/services';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';

/** The site named in the path, with the locale asked for (else the site default) and services bound to them. */
export function personalizationScope(c: Context<AppEnv>, requestedLocale?: string) {
  const siteId = c.req.param('siteId') ?? '';
  const site: SiteConfig | undefined = SITES_CONFIG.sites.find((s) => s.id === siteId);
  if (!site) throw new NotFoundError(`Unknown site: ${siteId}`);
  let locale: LocaleConfig | undefined = site.l10n.supportedLocales.find((l) => l.id === site.l10n.defaultLocale);
  if (requestedLocale) {
    locale = site.l10n.supportedLocales.find((l) => l.id === requestedLocale);
    if (!locale) throw new BadRequestError(`Unsupported locale for ${site.id}: ${requestedLocale}`);
  }
  if (!locale) throw new Error(`site ${site.id} has no default locale`);
  return { site, locale, services: createServices(c, site, locale) };
}

/** The realm of a body must be the site's (the first part of its id). */
export function checkRealm(siteId: string, realm: string | undefined): void {
  if (realm !== undefined && realm !== realmOf(siteId)) throw new BadRequestError(`realm must be ${realmOf(siteId)} for ${siteId}`);
}

/** The JSON object body of a request (the one bounded reader, decision 261); anything else is a 4xx. */
export { readJsonObject } from '../json-request';
