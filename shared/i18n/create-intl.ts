import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LocaleId } from '../sites/config';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export type AppIntl = IntlShape<string>;

const cache = createIntlCache();

/** ICU syntax characters: a message without any of them is its own text. */
const ICU_SYNTAX = /[{}<']/;

/**
 * One intl per locale and message set, kept for the isolate's (or the page's) life: every server
 * render of a locale shares it, so its message formatters are parsed once, not once per request.
 */
const intls = new WeakMap<object, Map<LocaleId, AppIntl>>();

/**
 * formatjs memoizes message formatters behind a key it builds by serializing every argument on
 * each call, which costs more than formatting a short message. Formatters here are kept by
 * message id instead; anything unusual (a default message, options, a missing id, a failure) goes
 * through formatjs's own path, so errors and fallbacks stay exactly formatjs's.
 */
function withFormatterCache(intl: AppIntl, locale: LocaleId, messages: Messages): AppIntl {
  const formatted = intl.formatMessage as unknown as (...args: unknown[]) => unknown;
  const formatters = new Map<string, { format: (values?: Record<string, unknown>) => unknown }>();
  const table = messages as Record<string, unknown>;
  const fast = (descriptor: { id?: string | number; defaultMessage?: unknown }, values?: Record<string, unknown>, opts?: unknown) => {
    const id = String(descriptor.id ?? '');
    const message = Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
    if (typeof message !== 'string' || !message || descriptor.defaultMessage !== undefined || opts !== undefined) return formatted(descriptor, values, opts);
    if (!ICU_SYNTAX.test(message)) return message;
    let formatter = formatters.get(id);
    if (!formatter) {
      formatter = intl.formatters.getMessageFormat(message, locale, intl.formats, { formatters: intl.formatters });
      formatters.set(id, formatter);
    }
    try {
      return formatter.format(values);
    } catch {
      return formatted(descriptor, values, opts);
    }
  };
  return Object.assign(intl, { formatMessage: fast as AppIntl['formatMessage'] });
}

/** The intl object for a locale; missing messages fall back to their ids with a warning. */
export function createAppIntl(locale: LocaleId, messages: Messages): AppIntl {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const intl = createIntl(
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
  const kept = withFormatterCache(intl, locale, messages);
  byLocale.set(locale, kept);
  return kept;
}
