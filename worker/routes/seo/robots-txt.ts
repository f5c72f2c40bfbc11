import { SITES_CONFIG } from '../../../shared/sites/config';
import { prefixFor } from '../../../shared/sites/resolve';

/** Personal or transactional screens, under every site/locale prefix (decision 171). */
const PRIVATE_PATHS = ['/account', '/cart', '/checkout', '/login', '/registration', '/reset-password', '/change-password', '/pages/order-status'];
/** Outside the page routes: JSON APIs, the commerce API surface, tools. */
const MACHINE_PATHS = ['/api/', '/dev/', '/test-pay/', '/custom/', '/search/shopper-search/', '/product/shopper-products/', '/store/shopper-stores/', '/activities/', '/personalization/', '/v3/'];

/**
 * robots.txt for one host: the catalog and content are open; private screens, APIs and filtered
 * or sorted searches are not (wildcards as Google and Bing read them). Plain searches stay
 * crawlable so crawlers can read their noindex. Sitemap names this origin's index.
 */
export function robotsTxt(origin: string): string {
  const prefixes = SITES_CONFIG.sites.flatMap((site) => site.l10n.supportedLocales.map((locale) => prefixFor(site, locale)));
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of MACHINE_PATHS) lines.push(`Disallow: ${path}`);
  for (const prefix of prefixes) {
    for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${prefix}${path}`);
    lines.push(`Disallow: ${prefix}/search?*refine`, `Disallow: ${prefix}/search?*sort=`);
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
