import { Hono, type Context } from 'hono';
import { define, object, string } from 'superstruct';
import type { GarageText, SelectedStorePref } from '../../../shared/account/account-prefs';
import { SITES_CONFIG, type SiteConfig } from '../../../shared/sites/config';
import { findSite } from '../../../shared/sites/resolve';
import { checkGarageText } from '../../../shared/vehicles/garage-text';
import { registeredCustomerId } from '../../commerce/wishlist/wishlist-service';
import { readGarageText, readSelectedStore, writeGarageText, writeSelectedStore } from '../../data/repos/customer-prefs-repo';
import { findStoresByIds } from '../../data/repos/stores-repo';
import type { AppEnv } from '../../env';
import { AppError, BadRequestError, NotFoundError } from '../../errors';
import { jsonBody } from '../commerce-api/json-body';
import { sameOriginOnly } from './newsletter';

function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

const SIGN_IN_MESSAGE = 'Sign in to keep your garage and store on your account.';

/** Registered only: the garage and the store follow the account (document 1 §6). */
function customerOf(c: Context<AppEnv>): string {
  return registeredCustomerId(c.var.shopper, SIGN_IN_MESSAGE);
}

const GarageBody = object({ c_vehicleDetails: string() });
const StoreBody = object({
  storeId: define<string>('StoreId', (value) => (typeof value === 'string' && /^[\w-]{1,64}$/.test(value)) || 'storeId must be 1 to 64 letters, digits, dash or underscore'),
});

/** `?site=` names the site; without it the request's site. An unknown site is a 400. */
function siteOf(c: Context<AppEnv>): SiteConfig {
  const requested = c.req.query('site');
  if (requested === undefined) return c.var.site;
  const site = findSite(SITES_CONFIG, requested);
  if (!site || site.id !== requested) throw new BadRequestError(`Unknown site: ${requested}`);
  return site;
}

/**
 * The profile's garage (c_vehicleDetails) and selected store per site (c_selectedStore) for the
 * browser of a registered customer: GET/PUT /api/account/garage, GET/PUT /api/account/selected-store.
 */
export const accountPrefsApi = new Hono<AppEnv>()
  .get('/account/garage', async (c) => {
    const body: GarageText = { c_vehicleDetails: await readGarageText(c.env.DB, customerOf(c)) };
    personal(c);
    return c.json(body);
  })
  .put('/account/garage', sameOriginOnly, async (c) => {
    const customerId = customerOf(c);
    const { c_vehicleDetails } = await jsonBody(c, GarageBody);
    const checked = checkGarageText(c_vehicleDetails);
    if (!checked.ok) throw new BadRequestError(checked.message);
    if (!(await writeGarageText(c.env.DB, customerId, checked.text, Date.now()))) throw new AppError(401, SIGN_IN_MESSAGE, 'unauthorized');
    personal(c);
    return c.json({ c_vehicleDetails: checked.text } satisfies GarageText);
  })
  .get('/account/selected-store', async (c) => {
    const customerId = customerOf(c);
    const site = siteOf(c);
    const body: SelectedStorePref = { siteId: site.id, storeId: await readSelectedStore(c.env.DB, customerId, site.id) };
    personal(c);
    return c.json(body);
  })
  .put('/account/selected-store', sameOriginOnly, async (c) => {
    const customerId = customerOf(c);
    const site = siteOf(c);
    const { storeId } = await jsonBody(c, StoreBody);
    const [store] = await findStoresByIds(c.env.DB, [storeId]);
    // A store of the other country (or one no longer listed) is not a store of this site.
    if (!store || store.country_code !== site.l10n.country || store.store_locator_enabled !== 1) throw new NotFoundError(`Store not found on ${site.id}: ${storeId}`);
    await writeSelectedStore(c.env.DB, customerId, site.id, storeId, Date.now());
    personal(c);
    return c.json({ siteId: site.id, storeId } satisfies SelectedStorePref);
  });
