/**
 * Product and fitment notes. Data stores a note as a code, optionally with a parameter after a
 * colon ("built-after:2019-06"), so each locale words it and formats its date itself; a note that
 * is not a known code (an imported catalogue's free text) is shown as stored.
 */
import { catalogueLanguage, ct, type CatalogueText } from './catalogue-text';

const NOTE_TEXTS = {
  'without-sport-package': ct('Without Sport Package', 'Sans groupe Sport', 'Sin paquete deportivo'),
  'with-sport-package': ct('With Sport Package', 'Avec groupe Sport', 'Con paquete deportivo'),
  'excludes-hybrid': ct('Excludes Hybrid models', 'Sauf les modèles hybrides', 'Excepto modelos híbridos'),
  'automatic-transmission': ct('With automatic transmission', 'Avec boîte automatique', 'Con transmisión automática'),
  'manual-transmission': ct('With manual transmission', 'Avec boîte manuelle', 'Con transmisión manual'),
  '4wd-only': ct('4WD models only', 'Modèles à quatre roues motrices seulement', 'Solo modelos con tracción en las cuatro ruedas'),
  '2wd-only': ct('2WD models only', 'Modèles à deux roues motrices seulement', 'Solo modelos con tracción en dos ruedas'),
  'towing-package': ct('With towing package', 'Avec ensemble de remorquage', 'Con paquete de remolque'),
  'heavy-duty-brakes': ct('With heavy-duty brakes', 'Avec freins robustes', 'Con frenos de uso intensivo'),
  'except-performance-trim': ct('Except performance trim', 'Sauf version performance', 'Excepto versión de alto rendimiento'),
  'check-vin': ct('Check fitment by VIN before ordering', 'Vérifiez la compatibilité avec le NIV avant de commander', 'Verifique la compatibilidad con el VIN antes de hacer su pedido'),
  'professional-installation': ct('Professional installation recommended', 'Installation par un professionnel recommandée', 'Se recomienda la instalación profesional'),
  'includes-hardware': ct('Includes installation hardware', 'Quincaillerie d’installation incluse', 'Incluye herrajes de instalación'),
  'core-charge': ct('Core charge may apply', 'Une consigne peut s’appliquer', 'Puede aplicarse un cargo por casco'),
  // Derived from products.pack_quantity, never stored (decision 288).
  'sold-as-pair': ct('Sold as a pair', 'Vendu par paire', 'Se vende por par'),
  'sold-as-set-of-4': ct('Sold as a set of 4', 'Vendu en jeu de 4', 'Se vende en juego de 4'),
  'not-legal-california': ct(
    'Not legal for sale or use on pollution-controlled vehicles in California',
    'Vente et utilisation interdites sur les véhicules antipollution en Californie',
    'No es legal para la venta ni el uso en vehículos con control de emisiones en California',
  ),
  // {date} is the month and year of production, formatted per locale.
  'built-after': ct('Built after {date}', 'Fabriqué après {date}', 'Fabricado después de {date}'),
} satisfies Record<string, CatalogueText>;

export type NoteCode = keyof typeof NOTE_TEXTS;

/** Codes whose note carries a production month (YYYY-MM). */
const DATED: ReadonlySet<NoteCode> = new Set(['built-after']);
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The stored form of a note: its code, with the production month for a dated note. */
export function noteKey(code: NoteCode, month?: { year: number; month: number }): string {
  if (!DATED.has(code)) return code;
  if (!month) throw new Error(`note ${code} needs a month`);
  return `${code}:${month.year}-${String(month.month).padStart(2, '0')}`;
}

/** Whether a stored note is a code this vocabulary words (with a valid month when dated). */
export function isNoteKey(note: string): boolean {
  const [code, param] = note.split(':', 2) as [string, string | undefined];
  if (!(code in NOTE_TEXTS)) return false;
  return DATED.has(code as NoteCode) ? param !== undefined && MONTH.test(param) : param === undefined;
}

/** A stored note worded in a locale; free text (not a code) comes back as stored. */
export function formatNote(note: string, locale: string): string {
  if (!isNoteKey(note)) return note;
  const [code, param] = note.split(':', 2) as [NoteCode, string | undefined];
  const text = NOTE_TEXTS[code][catalogueLanguage(locale)];
  if (!param) return text;
  const [, year, month] = MONTH.exec(param)!;
  const date = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(year), Number(month) - 1, 1));
  return text.replace('{date}', date);
}

/** Notes worded in a locale; null and empty entries stay as they are. */
export function formatNotes<T extends string | null>(notes: readonly T[], locale: string): T[] {
  return notes.map((note) => (note ? formatNote(note, locale) : note) as T);
}
