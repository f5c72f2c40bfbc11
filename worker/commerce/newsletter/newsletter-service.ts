import { SITES_CONFIG } from '../../../shared/sites/config';
import { insertNewsletterSignup } from '../../data/repos/newsletter-repo';
import type { NewsletterSignup } from './newsletter-schema';

/** Newsletter sign-ups, stored once per e-mail and site. */
export function createNewsletterService(db: D1Database) {
  return {
    /** Subscribes an e-mail on the site that offers the locale; signing up twice is harmless. */
    async subscribe(signup: NewsletterSignup): Promise<{ success: true }> {
      const site = SITES_CONFIG.sites.find((s) => s.l10n.supportedLocales.some((l) => l.id === signup.locale));
      // The schema only lets through locales of the configuration, so a site always exists.
      if (!site) throw new Error(`no site offers ${signup.locale}`);
      await insertNewsletterSignup(db, signup.email, site.id, signup.locale);
      return { success: true };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
