import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LocaleId } from '../sites/config';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export type AppIntl = IntlShape<string>;

const cache = createIntlCache();

/** The intl object for a locale; missing messages fall back to their ids with a warning. */
export function buildIntl(locale: LocaleId, messages: Messages): AppIntl {
  return createIntl(
    {
      locale,
      defaultLocale: 'en-US',
      messages: messages as Record<string, string>,
      onError: (error) => {
        if (error.code === 'MISSING_TRANSLATION') console.warn(error.message);
        else throw error;
      },
    },
    cache,
  );
}

let factory = buildIntl;
/** The server keeps one intl per locale with its formatters (worker/render/server-intl.ts, decision 278). */
export function setIntlFactory(next: typeof buildIntl): void {
  factory = next;
}

/** The intl object for a locale (the server's kept one when it set its factory). */
export function createAppIntl(locale: LocaleId, messages: Messages): AppIntl {
  return factory(locale, messages);
}
