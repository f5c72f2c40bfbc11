/**
 * IP geolocation (document 1 §7): the visitor's country as an ISO 3166 code, or null. Asynchronous
 * because a hosted lookup service is an outbound call (bounded by its timeout, decision 190).
 */
export interface GeolocationPort {
  country(request: Request): Promise<string | null>;
}

type Cf = { country?: unknown; asn?: unknown; colo?: unknown; city?: unknown; postalCode?: unknown };

/**
 * Miniflare's stand-in location, used when local dev cannot fetch a real cf object: it says
 * nothing about the visitor, so it counts as "lookup failed" (the site's own country applies).
 */
function isLocalPlaceholder(cf: Cf): boolean {
  return cf.asn === 395747 && cf.colo === 'DFW' && cf.city === 'Austin' && cf.postalCode === '78701' && cf.country === 'US';
}

/**
 * The local default reads Cloudflare's request.cf.country (in wrangler dev, the MF-CF-Blob header
 * sets it; in tests, new Request(url, { cf: { country } })).
 */
export const cfGeolocation: GeolocationPort = {
  async country(request) {
    const cf = (request as Request & { cf?: Cf }).cf;
    if (!cf || isLocalPlaceholder(cf)) return null;
    return typeof cf.country === 'string' && /^[A-Z]{2}$/i.test(cf.country) ? cf.country.toUpperCase() : null;
  },
};
