import { Hono, type Context } from 'hono';
import { validate } from 'superstruct';
import { sitePrefsFor } from '../../../shared/checkout/site-prefs';
import { SITES_CONFIG, type LocaleConfig, type SiteConfig } from '../../../shared/sites/config';
import { findLocale } from '../../../shared/sites/resolve';
import { createContactService } from '../../commerce/contact/contact-service';
import { ContactMessageSchema } from '../../commerce/contact/contact-schema';
import { createServices } from '../../commerce/services';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { captchaVerifierFor, type CaptchaEnv } from '../../integrations/captcha';
import { emailPortFor } from '../../integrations/email';
import { clientIp, rateLimit } from '../../middleware/rate-limit';
import { sameOriginOnly } from '../../middleware/same-origin';
import { readJsonBody } from '../json-request';

/** Messages per client IP: 5 per 10 minutes (docs/decisions/122-contact-form.md). */
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowSeconds: 600 } as const;

/** Where contact messages go, per site. */
const SUPPORT_ADDRESS: Record<string, string> = { 'axle-us': 'support@axle-auto.com', 'axle-ca': 'support@axle-auto.ca' };

/** The contact service of a site and locale (the JSON endpoint and the contact page's form post share it). */
export function contactServiceFor(c: Context<AppEnv>, site: SiteConfig, locale: LocaleConfig) {
  return createContactService({
    db: c.env.DB,
    content: createServices(c, site, locale).content,
    captcha: captchaVerifierFor(c.env as CaptchaEnv),
    captchaRequired: sitePrefsFor(site.l10n.country, c.env as { RECAPTCHA_ENABLED?: string }).recaptchaEnabled,
    email: emailPortFor(c.env),
    siteId: site.id,
    supportAddress: SUPPORT_ADDRESS[site.id] ?? 'support@axle-auto.com',
  });
}

/**
 * POST /contactEmail {firstName, lastName, email, subject, message, sentDate, locale,
 * recaptchaToken} → {success: true} (document 1 §7). Same-origin only, rate-limited; the form of
 * the message's locale decides what is required; with the site preference recaptchaEnabled on, a
 * missing or failed captcha answers 400 with the spec text.
 */
export const contactEmailApi = new Hono<AppEnv>().post('/contactEmail', sameOriginOnly, rateLimit(CONTACT_RATE_LIMIT), async (c) => {
  const body = await readJsonBody(c.req.raw);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  const [error, input] = validate(body, ContactMessageSchema);
  if (error) throw new BadRequestError(error.failures()[0]?.message ?? error.message);
  const site = SITES_CONFIG.sites.find((s) => s.l10n.supportedLocales.some((l) => l.id === input.locale));
  const locale = site && findLocale(site, input.locale);
  if (!site || !locale) throw new BadRequestError('locale is not offered by any site');
  const contact = contactServiceFor(c, site, locale);
  c.header('Cache-Control', 'no-store');
  return c.json(await contact.send(input, clientIp(c)));
});
