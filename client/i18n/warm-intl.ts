import type { LocaleId } from '../../shared/sites/config';

/**
 * The browser's first Intl call loads its locale data: 25–40 ms of main thread on this team's
 * machines, four times that on a mid-range phone, in one piece nothing can split. Hydration needs
 * it (prices, dates, plurals). Made by a small inline script at the top of the head, it runs while
 * the stylesheet downloads, when the main thread has nothing else to do and nothing is painted
 * yet; made from the entry it was a long task after the page appeared (decision 230).
 */
export function warmIntlScript(localeId: LocaleId): string {
  const locale = JSON.stringify(localeId);
  return `Intl.NumberFormat.supportedLocalesOf(${locale});Intl.DateTimeFormat.supportedLocalesOf(${locale})`;
}
