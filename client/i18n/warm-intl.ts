import type { LocaleId } from '../../shared/sites/config';

/**
 * The browser's first Intl call loads its locale data: some 25 ms of main thread on a fast desktop,
 * four times that on a mid-range phone. Made here, in a task of its own while the page's chunk and
 * messages download, it no longer lengthens the hydration task where createIntl would make it
 * (createIntl checks the same two formatters' support for the locale).
 */
export function warmIntl(localeId: LocaleId): void {
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(localeId);
    Intl.DateTimeFormat.supportedLocalesOf(localeId);
  }, 0);
}
