import type { LocaleId } from '../../shared/sites/config';

/** Where the compiled messages of a locale are served. */
export function messagesUrl(locale: LocaleId): string {
  return `/i18n/${locale}.json`;
}
