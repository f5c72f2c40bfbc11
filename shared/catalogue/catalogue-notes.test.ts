import { describe, expect, it } from 'vitest';
import { formatNote, formatNotes, isNoteKey, noteKey } from './catalogue-notes';

describe('catalogue notes', () => {
  it('store a code, with the production month for a dated note', () => {
    expect(noteKey('check-vin')).toBe('check-vin');
    expect(noteKey('built-after', { year: 2019, month: 6 })).toBe('built-after:2019-06');
    expect(() => noteKey('built-after')).toThrow();
    expect(isNoteKey('built-after:2019-06')).toBe(true);
    expect(isNoteKey('built-after:2019-13')).toBe(false);
    expect(isNoteKey('built-after')).toBe(false);
    expect(isNoteKey('check-vin:2019-06')).toBe(false);
    expect(isNoteKey('Built after 06/2019')).toBe(false);
  });

  it('word a production month in each locale’s own date format', () => {
    expect(formatNote('built-after:2019-06', 'en-US')).toBe('Built after June 2019');
    expect(formatNote('built-after:2019-06', 'en-CA')).toBe('Built after June 2019');
    expect(formatNote('built-after:2019-06', 'fr-CA')).toBe('Fabriqué après juin 2019');
    expect(formatNote('built-after:2019-06', 'es-US')).toBe('Fabricado después de junio de 2019');
  });

  it('word every other note in the locale and leave free text as stored', () => {
    expect(formatNote('excludes-hybrid', 'fr-CA')).toBe('Sauf les modèles hybrides');
    expect(formatNote('core-charge', 'es-US')).toBe('Puede aplicarse un cargo por casco');
    expect(formatNote('check-vin', 'en-US')).toBe('Check fitment by VIN before ordering');
    expect(formatNote('Fits lifted trucks', 'fr-CA')).toBe('Fits lifted trucks');
    expect(formatNotes(['with-sport-package', null], 'es-US')).toEqual(['Con paquete deportivo', null]);
  });
});
