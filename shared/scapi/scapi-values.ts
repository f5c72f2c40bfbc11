/**
 * Values as Salesforce's Shopper APIs write them (DESIGN §6): money in major units of the
 * currency (our engine keeps integer minor units), links absolute (a client on another origin,
 * such as a PWA Kit front end, resolves a relative link against its own origin and misses).
 */

/** Minor units → the API's decimal amount (9899 → 98.99). */
export function decimal(minor: number): number {
  return Math.round(minor) / 100;
}

/** The same, keeping an absent amount absent. */
export function decimalOrNull(minor: number | null | undefined): number | null {
  return minor === null || minor === undefined ? null : decimal(minor);
}

/** A link of ours made absolute on `origin`; links that already carry a scheme (or a host) are kept. */
export function absoluteLink(link: string, origin: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? `${origin}${link}` : link;
}
