/**
 * The legacy commerce analytics script (document 1 §7) is called only when enabled, and it is
 * disabled by this constant: the data layer replaces it. Flipping it is a code change on purpose.
 */
export const LEGACY_COMMERCE_ANALYTICS_ENABLED = false;

/** Starts the legacy script when enabled; answers whether it ran. There is no script to load while it is off. */
export function startLegacyCommerceAnalytics(): boolean {
  if (!LEGACY_COMMERCE_ANALYTICS_ENABLED) return false;
  return true;
}
