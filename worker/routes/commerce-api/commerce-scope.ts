import type { Context } from 'hono';
import { SITES_CONFIG } from '../../../shared/sites/config';
import { findSite, resolveLocale } from '../../../shared/sites/resolve';
import { createServices } from '../../commerce/services';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';

/**
 * The commerce call tables name the organization in the path and the site in `siteId`; this checks
 * both and binds the services to that site (and `locale`, else the site default).
 */
export function commerceScope(c: Context<AppEnv>) {
  const org = c.req.param('org');
  if (org !== c.env.ORGANIZATION_ID) throw new NotFoundError(`Unknown organization: ${org ?? ''}`);
  const siteId = c.req.query('siteId');
  if (!siteId) throw new BadRequestError('siteId is required');
  const site = findSite(SITES_CONFIG, siteId);
  if (!site || site.id !== siteId) throw new BadRequestError(`Unknown siteId: ${siteId}`);
  const requested = c.req.query('locale');
  const locale = resolveLocale(c.req.url, site, requested);
  if (requested && locale.id !== requested) throw new BadRequestError(`Unsupported locale for ${site.id}: ${requested}`);
  return { site, locale, services: createServices(c, site, locale) };
}
