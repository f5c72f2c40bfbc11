/**
 * The error page reads "Error {message}. Please try again…" (document 1 §2.4); messages that
 * already end in a full stop ('Category Error - HTTP Error 503 occurred.') would read
 * "occurred.." — the page's own full stop is the one kept.
 */
export function withoutFinalStop(message: string): string {
  return message.trim().replace(/\.+$/, '');
}
