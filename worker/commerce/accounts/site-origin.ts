/**
 * The public origin of each site, from configuration (decision 258): links in e-mails (password
 * reset, "someone tried to register", order status) are built from it, never from the request's
 * Host header, which whoever sends the request chooses.
 *
 * `SITE_ORIGINS` is one origin for every site (`http://localhost:8787`, local development) or
 * `siteId=origin` pairs separated by commas or spaces (`axle-ca=https://www.axle.ca,
 * axle-us=https://www.axle.com`); a bare origin among pairs is the default. In production every
 * site needs an https origin that is not localhost, or the link is refused (fails closed, like the
 * secrets of decisions 150 and 154).
 */

export interface SiteOriginEnv {
  SITE_ORIGINS?: string;
  ENVIRONMENT?: string;
}

/** What local development serves on when nothing is configured. */
export const DEV_SITE_ORIGIN = 'http://localhost:8787';

function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_ORIGINS: not an origin: ${value}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`SITE_ORIGINS: not an http(s) origin without a path: ${value}`);
  }
  return url.origin;
}

/** The configured origins: per site, and the default for the others (null when there is none). */
export function parseSiteOrigins(text: string): { bySite: Map<string, string>; fallback: string | null } {
  const bySite = new Map<string, string>();
  let fallback: string | null = null;
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const at = entry.indexOf('=');
    if (at < 0) fallback = originOf(entry);
    else bySite.set(entry.slice(0, at), originOf(entry.slice(at + 1)));
  }
  return { bySite, fallback };
}

/** The origin of `siteId`'s links. Throws on a missing or, in production, unsafe configuration. */
export function siteOrigin(env: SiteOriginEnv, siteId: string): string {
  const { bySite, fallback } = parseSiteOrigins(env.SITE_ORIGINS ?? DEV_SITE_ORIGIN);
  const origin = bySite.get(siteId) ?? fallback;
  if (!origin) throw new Error(`SITE_ORIGINS names no origin for ${siteId}`);
  if (env.ENVIRONMENT === 'production' && (!origin.startsWith('https://') || /^https:\/\/(localhost|127\.|\[::1\])/.test(origin))) {
    throw new Error(`SITE_ORIGINS must give ${siteId} its public https origin in production`);
  }
  return origin;
}
