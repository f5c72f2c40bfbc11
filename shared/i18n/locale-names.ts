import type { AppIntl } from './create-intl';
import { isLocaleId } from '../sites/config';

/** A locale's display name; an unknown code reads "Unknown {code}" (document 1 §3). */
export function localeDisplayName(intl: AppIntl, code: string): string {
  if (isLocaleId(code)) return intl.formatMessage({ id: `common.locale.${code}` });
  return intl.formatMessage({ id: 'common.locale.unknown' }, { code });
}
