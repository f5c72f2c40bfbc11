import { describe, expect, it } from 'vitest';
import { uniqueNotes } from './unique-notes';

describe('uniqueNotes', () => {
  it('drops duplicates and blanks', () => {
    expect(uniqueNotes(['Without Sport Package', ' without sport package ', null, '', 'Sold as a pair'])).toEqual(['Without Sport Package', 'Sold as a pair']);
  });
});
