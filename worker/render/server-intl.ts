/**
 * Server renders format messages from plain strings (the browser gets precompiled ASTs), many
 * times per page. formatjs memoizes formatters behind a key it serializes on every call, which costs
 * more than formatting a short message; here formatters are kept by message id, per locale, for the
 * isolate's life (decision 278). Anything unusual (a default message, options, a missing id, a
 * failure) goes through formatjs's own path, so errors and fallbacks stay exactly formatjs's.
 * Server only: the browser bundle does not carry it.
 */
import { buildIntl, type AppIntl, type Messages } from '../../shared/i18n/create-intl';
import type { LocaleId } from '../../shared/sites/config';

/** ICU syntax characters: a message without any of them is its own text. */
const ICU_SYNTAX = /[{}<']/;

function withFormatterCache(intl: AppIntl, messages: Messages): AppIntl {
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
      formatter = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, { formatters: intl.formatters });
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

/** One intl per message set and locale, kept for the isolate's life: every render of a locale shares it. */
const intls = new WeakMap<object, Map<LocaleId, AppIntl>>();

export function keptIntl(locale: LocaleId, messages: Messages): AppIntl {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) byLocale.set(locale, (intl = withFormatterCache(buildIntl(locale, messages), messages)));
  return intl;
}
