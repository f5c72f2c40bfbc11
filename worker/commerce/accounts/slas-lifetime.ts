/**
 * How long a SLAS sign-in (a token family) lasts: 30 days for guests, 90 for registered shoppers
 * (SLAS's refresh-token defaults), counted from the family's first issue (decision 258), so
 * rotating refresh tokens never extends a sign-in past that.
 */
export const GUEST_REFRESH_TTL_SECONDS = 30 * 24 * 3600;
export const REGISTERED_REFRESH_TTL_SECONDS = 90 * 24 * 3600;

/** When a family's sign-in ends for good (epoch ms), whatever its refresh tokens say. */
export function familyEndsAt(family: { createdAt: number; type: 'guest' | 'registered' }): number {
  return family.createdAt + (family.type === 'registered' ? REGISTERED_REFRESH_TTL_SECONDS : GUEST_REFRESH_TTL_SECONDS) * 1000;
}
