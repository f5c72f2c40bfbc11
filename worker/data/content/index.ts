/** The store's content per locale (versioned with the code, seeded into D1). */
import type { LocaleId } from '../../../shared/sites/config';
import type { ContentSource } from './content-source';
import { englishContent } from './english';
import { ES_US } from './es-us';
import { FR_CA } from './fr-ca';

export const CONTENT_BY_LOCALE: Record<LocaleId, ContentSource> = {
  'en-US': englishContent('US'),
  'en-CA': englishContent('CA'),
  'fr-CA': FR_CA,
  'es-US': ES_US,
};
