import { describe, expect, it } from 'vitest';
import { cleanName, isPreferredLocale, nameProblem } from './profile-rules';

describe('profile name rules (document 1 §5, as registration)', () => {
  it('requires a value after trimming', () => {
    expect(nameProblem('', 'firstName')).toBe('required');
    expect(nameProblem('   ', 'firstName')).toBe('required');
  });

  it('needs at least 2 trimmed characters and at most 50', () => {
    expect(nameProblem(' a ', 'firstName')).toBe('tooShort');
    expect(nameProblem('Al', 'firstName')).toBeNull();
    expect(nameProblem('a'.repeat(50), 'firstName')).toBeNull();
    expect(nameProblem('a'.repeat(51), 'firstName')).toBe('tooLong');
    expect(nameProblem(`  ${'a'.repeat(50)}  `, 'firstName')).toBeNull();
  });

  it('allows letters, spaces and accented letters only', () => {
    expect(nameProblem('Anne Marie', 'firstName')).toBeNull();
    expect(nameProblem('Hélène', 'firstName')).toBeNull();
    expect(nameProblem('José Nuñez', 'firstName')).toBeNull();
    expect(nameProblem('He\u0301le\u0300ne', 'firstName')).toBeNull();
    expect(nameProblem('R2D2', 'firstName')).toBe('invalid');
    expect(nameProblem('Anne-Marie', 'firstName')).toBe('invalid');
    expect(nameProblem('<b>Bob</b>', 'firstName')).toBe('invalid');
  });

  it('stores names trimmed with single inner spaces', () => {
    expect(cleanName('  Anne   Marie ')).toBe('Anne Marie');
  });

  it('knows the four locales a customer may prefer', () => {
    expect(['en-US', 'en-CA', 'fr-CA', 'es-US'].every(isPreferredLocale)).toBe(true);
    expect(isPreferredLocale('fr-FR')).toBe(false);
    expect(isPreferredLocale(null)).toBe(false);
  });
});
