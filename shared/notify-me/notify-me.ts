/** Notify-me rules (document 2 §3, §4, §5, §9). */
import { isValidEmail } from '../validation/email';

/** How long the form's messages stay (document 2 §9): success 10 s, error 3 s. */
export const NOTIFY_SUCCESS_MS = 10_000;
export const NOTIFY_ERROR_MS = 3_000;

/** The notify-me call of document 2 §7. */
export function notifyMePath(organizationId: string, siteId: string): string {
  return `/custom/notify-me/v1/organizations/${encodeURIComponent(organizationId)}/notify-me?siteId=${encodeURIComponent(siteId)}`;
}

/** The address to send: trimmed, or null when it is not a valid e-mail (document 2 §5). */
export function notifyMeEmail(raw: string): string | null {
  const email = raw.trim();
  return isValidEmail(email) ? email : null;
}
