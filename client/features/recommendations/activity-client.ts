import { instanceTypeFor, realmOf } from '../../../shared/reco/recommendation';
import { runWithConsent } from '../consent/consent-store';

/** Browser key of the anonymous shopper id sent as cookieId with personalization calls (decision 094). */
export const RECO_COOKIE_ID_KEY = 'axle-reco-id';

function cookieId(): string {
  try {
    const stored = window.localStorage.getItem(RECO_COOKIE_ID_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    window.localStorage.setItem(RECO_COOKIE_ID_KEY, created);
    return created;
  } catch {
    // Blocked storage: an id for this page only, so activities still validate.
    return crypto.randomUUID();
  }
}

/** The signed-in customer's personalization id; guests send only the anonymous cookieId (document 1 §6). */
let userId: string | null = null;
/** The deployment's instance type from the boot state (document 1 §9); the host decides until it is known. */
let instanceType: 'prd' | 'sbx' | null = null;

/** Set from the account once it is known (null for guests and after sign-out). */
export function setPersonalizationUserId(id: string | null): void {
  userId = id;
}

/** Set once at hydration from the server's ENVIRONMENT (prd in production, else sbx). */
export function setPersonalizationInstanceType(type: 'prd' | 'sbx'): void {
  instanceType = type;
}

/**
 * Reports one personalization activity (document 2 §7), fire-and-forget: it never waits the
 * page, and a failure is only logged. Activities are profiling, so they wait for analytics
 * consent (decision 181); the body, cookie id included, is built only when they may be sent.
 * keepalive lets a click report survive the navigation it causes.
 */
export function reportActivity(siteId: string, name: string, payload: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  runWithConsent('analytics', () => {
    const body = {
      realm: realmOf(siteId),
      instanceType: instanceType ?? instanceTypeFor(window.location.hostname),
      cookieId: cookieId(),
      ...(userId ? { userId } : {}),
      ...payload,
    };
    fetch(`/activities/${encodeURIComponent(siteId)}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch((error: unknown) => console.warn('activity not sent', name, error));
  });
}

/** A product reference of an activity (document 2 §7 payloads: id and sku; our sku is the id). */
export function activityProduct(productId: string): { id: string; sku: string } {
  return { id: productId, sku: productId };
}
