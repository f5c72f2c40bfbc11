import { describe, expect, it } from 'vitest';
import enUS from '../i18n/messages/en-US/auth.json';
import enCA from '../i18n/messages/en-CA/auth.json';
import frCA from '../i18n/messages/fr-CA/auth.json';
import esUS from '../i18n/messages/es-US/auth.json';
import { ACCOUNT_RULE_TEXTS_EN, PASSWORD_STRENGTH_LEVELS } from './account-rules';

const LOCALES: Record<string, Record<string, string>> = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA, 'es-US': esUS };

describe('auth messages (document 1 §5, §8)', () => {
  it('carry every rule message with the spec’s en-US text, verbatim', () => {
    for (const [id, text] of Object.entries(ACCOUNT_RULE_TEXTS_EN)) {
      expect((enUS as Record<string, string>)[id.replace(/^auth\./, '')], id).toBe(text);
    }
    expect(enUS['confirm.mismatch']).toBe('Passwords Don’t Match.');
    expect(enUS['password.max']).toBe('Password cannot exceed 64 characters.');
    for (const level of PASSWORD_STRENGTH_LEVELS) expect(enUS).toHaveProperty([`strength.${level}`]);
  });

  it('carry the spec’s sign-in texts', () => {
    expect(enUS['login.failed']).toBe('Incorrect username or password, please try again.');
    expect(enUS['signInToContinue']).toBe('Please sign in to continue!');
    expect(enUS['welcome.title']).toBe('Welcome {name},');
    expect(enUS['welcome.message']).toBe("You're now signed in.");
    expect(enUS['error.generic']).toBe('Something went wrong. Try again!');
    expect(enUS['login.forgot']).toBe('Forgot Password?');
    expect(enUS['login.noAccount']).toBe("Don't have an account?");
  });

  it('exist in all four locales, translated for fr-CA and es-US', () => {
    const keys = Object.keys(enUS).sort();
    for (const [locale, messages] of Object.entries(LOCALES)) expect(Object.keys(messages).sort(), locale).toEqual(keys);
    expect(frCA['login.failed']).not.toBe(enUS['login.failed']);
    expect(esUS['login.failed']).not.toBe(enUS['login.failed']);
    // Decision 257: "too common" and the length hint in every language; no composition checklist.
    for (const messages of [frCA, esUS]) for (const key of ['password.common', 'password.hint'] as const) expect(messages[key]).not.toBe(enUS[key]);
    for (const messages of Object.values(LOCALES)) expect(Object.keys(messages).filter((k) => k.startsWith('checklist.'))).toEqual([]);
  });
});
