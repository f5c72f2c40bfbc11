import type { LocaleId } from '../sites/config';

/**
 * Each locale named in its own language, as a language chooser lists them: a shopper looks for
 * the language they read, whatever the page is in now. The same in every UI locale, so not
 * messages; each is shown with its locale as `lang` so it is pronounced and hyphenated right.
 */
export const LOCALE_ENDONYMS: Readonly<Record<LocaleId, string>> = {
  'en-US': 'English (United States)',
  'es-US': 'Español (EE. UU.)',
  'en-CA': 'English (Canada)',
  'fr-CA': 'Français (Canada)',
};
