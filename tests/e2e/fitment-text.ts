import { formatNote } from '../../shared/catalogue/catalogue-notes';

/**
 * 'Fits {vehicle}' without the position a positioned part adds (' — Front', decision 289): the
 * start of every fits banner, whatever the part's position.
 */
export function fitsPrefix(message: string, vehicle: string): string {
  return message.replace(/\{position,[\s\S]*\}$/, '').replace('{vehicle}', vehicle);
}

/** What cards of parts sold as a pair or a set of 4 say in a locale (decision 288). */
export function packNotes(locale: string): string[] {
  return [formatNote('sold-as-pair', locale), formatNote('sold-as-set-of-4', locale)];
}
