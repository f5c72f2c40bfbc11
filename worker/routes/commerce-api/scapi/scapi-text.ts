/** Texts the Shopper APIs answer in the request's locale (shipping and payment method names). */
import messages from '../../../../shared/i18n/generated/messages.json';
import { createAppIntl, type Messages } from '../../../../shared/i18n/create-intl';
import type { LocaleId } from '../../../../shared/sites/config';

export type ScapiText = (id: string, values?: Record<string, string | number>) => string;

/** A formatter of `scapi.*` messages for a locale. */
export function scapiText(locale: LocaleId): ScapiText {
  const intl = createAppIntl(locale, (messages as Record<string, Messages>)[locale] ?? {});
  return (id, values) => intl.formatMessage({ id: `scapi.${id}` }, values);
}
