let lookup: Promise<string | null> | null = null;
/** Past this the lookup counts as failed: consent and the modal must not wait on it for long. */
const GEO_TIMEOUT_MS = 8_000;

/**
 * The visitor's country from the IP lookup (GET /api/geo), asked once per page load and shared by
 * the site-redirect modal and the consent regime. A failure (or no answer within 8 s) is logged
 * and answers null.
 */
export function visitorCountry(): Promise<string | null> {
  lookup ??= fetch('/api/geo', { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(GEO_TIMEOUT_MS) })
    .then((r) => (r.ok ? (r.json() as Promise<{ country_code: string | null }>) : { country_code: null }))
    .then((body) => body.country_code ?? null)
    .catch((error: unknown) => {
      console.warn('geolocation failed', error);
      return null;
    });
  return lookup;
}
