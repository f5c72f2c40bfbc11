import { instanceTypeFor, realmOf } from '../../../shared/reco/recommendation';

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

/** Set from the account once it is known (null for guests and after sign-out). */
export function setPersonalizationUserId(id: string | null): void {
  userId = id;
}

/**
 * Reports one personalization activity (document 2 §7), fire-and-forget: it never waits the
 * page, and a failure is only logged. keepalive lets a click report survive the navigation.
 */
export function reportActivity(siteId: string, name: string, payload: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const body = { realm: realmOf(siteId), instanceType: instanceTypeFor(window.location.hostname), cookieId: cookieId(), ...(userId ? { userId } : {}), ...payload };
  fetch(`/activities/${encodeURIComponent(siteId)}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch((error: unknown) => console.warn('activity not sent', name, error));
}
