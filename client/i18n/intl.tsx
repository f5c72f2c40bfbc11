import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createAppIntl, type AppIntl, type Messages } from '../../shared/i18n/create-intl';
import type { LocaleId } from '../../shared/sites/config';

const IntlContext = createContext<AppIntl | null>(null);

/** Provides formatjs intl for the current locale. */
export function IntlProvider({ locale, messages, children }: { locale: LocaleId; messages: Messages; children: ReactNode }) {
  const intl = useMemo(() => createAppIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): AppIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider');
  return intl;
}

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** Shorthand: t('namespace.key', values). */
export function useT(): Translate {
  const intl = useIntl();
  return useMemo(() => (id, values) => intl.formatMessage({ id }, values), [intl]);
}
