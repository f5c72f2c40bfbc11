import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_SOURCE, COMMON_PASSWORDS_TEXT } from './common-passwords-data';
import { contextWords, isGuessablePassword } from './common-passwords';

describe('bundled common-password list (decision 257)', () => {
  it('holds the 8–64-character entries of the 49,233 most common passwords, lower-cased, most common first', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n');
    expect(COMMON_PASSWORDS_SOURCE).toEqual({ package: '@zxcvbn-ts/language-common@4.1.3', ranked: 49233, kept: list.length });
    expect(list.length).toBeGreaterThan(15_000);
    expect(list.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    expect(new Set(list).size).toBe(list.length);
    expect(list.filter((entry) => entry.length < 8 || entry.length > 64 || entry !== entry.toLowerCase())).toEqual([]);
  });

  it('refuses common passwords in any letter case and with punctuation around them', () => {
    for (const p of ['password', 'Password1', 'PASSWORD123', 'qwerty123', 'P@ssw0rd', 'Passw0rd!', 'iloveyou1', '!!trustno1!!', '1q2w3e4r5t', 'Qwerty123!']) {
      expect(isGuessablePassword(p), p).toBe(true);
    }
    for (const p of ['Sturdy#Pass1', 'Quiet harbour 42', 'correct horse battery staple', 'Brand#New22', 'tangerine-otter-basalt']) {
      expect(isGuessablePassword(p), p).toBe(false);
    }
  });

  it('refuses the shopper’s own e-mail, its name part and their names', () => {
    const words = contextWords({ email: 'Ada.Lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    for (const p of ['ada.lovelace@example.com', 'Ada.Lovelace', 'adalovelace', 'Ada Lovelace', 'LOVELACE!']) expect(isGuessablePassword(p, words), p).toBe(true);
    expect(isGuessablePassword('Lovelace analytical engine', words)).toBe(false);
  });
});
