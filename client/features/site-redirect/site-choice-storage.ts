import { PREVENT_REDIRECTION_KEY, STAY_ON_SITE_KEY, type SiteChoiceFlags } from '../../../shared/sites/site-redirect';

/** The site-choice flags in session storage (document 1 §3 browser-kept preferences). */
export function readSiteChoice(): SiteChoiceFlags {
  try {
    return {
      stayOnSite: sessionStorage.getItem(STAY_ON_SITE_KEY) === 'true',
      preventRedirection: sessionStorage.getItem(PREVENT_REDIRECTION_KEY) === 'true',
    };
  } catch {
    // Storage blocked: behave as if the visitor had chosen, so the modal never nags.
    return { stayOnSite: true, preventRedirection: true };
  }
}

/** Remembers the choice for the session: no more offers, whichever site was chosen. */
export function storeSiteChoice(): void {
  try {
    sessionStorage.setItem(STAY_ON_SITE_KEY, 'true');
    sessionStorage.setItem(PREVENT_REDIRECTION_KEY, 'true');
  } catch {
    // Nothing to remember without storage.
  }
}
