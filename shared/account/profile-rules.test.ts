import { describe, expect, it } from 'vitest';
import { isPreferredLocale, nameProblem } from './profile-rules';

describe('profile name rules (document 1 §5, as registration)', () => {
  it('requires a value after trimming', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('   ')).toBe('required');
  });

  it('needs at least 2 trimmed characters and at most 50', () => {
    expect(nameProblem(' a ')).toBe('tooShort');
    expect(nameProblem('Al')).toBeNull();
    expect(nameProblem('a'.repeat(50))).toBeNull();
    expect(nameProblem('a'.repeat(51))).toBe('tooLong');
    expect(nameProblem(`  ${'a'.repeat(50)}  `)).toBeNull();
  });

  it('allows letters, spaces and accented letters only', () => {
    expect(nameProblem('Anne Marie')).toBeNull();
    expect(nameProblem('Hélène')).toBeNull();
    expect(nameProblem('José Nuñez')).toBeNull();
    expect(nameProblem('He\u0301le\u0300ne')).toBeNull();
    expect(nameProblem('R2D2')).toBe('invalid');
    expect(nameProblem('Anne-Marie')).toBe('invalid');
    expect(nameProblem('<b>Bob</b>')).toBe('invalid');
  });

  it('knows the four locales a customer may prefer', () => {
    expect(['en-US', 'en-CA', 'fr-CA', 'es-US'].every(isPreferredLocale)).toBe(true);
    expect(isPreferredLocale('fr-FR')).toBe(false);
    expect(isPreferredLocale(null)).toBe(false);
  });
});
