import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULE_TEXTS_EN, confirmPasswordError, emailError, loginErrors, nameError, PASSWORD_RECOMMENDED, passwordError, passwordStrength,
  registrationErrors, resetErrors, ruleIdOfText,
} from './account-rules';

const text = (id: string | null | undefined) => (id ? ACCOUNT_RULE_TEXTS_EN[id] : null);

describe('new passwords (document 1 §5 with decision 257: no composition rules)', () => {
  it('needs 8–64 characters, with the spec’s messages, and nothing else of its composition', () => {
    expect(text(passwordError(''))).toBe('Please create a password.');
    expect(text(passwordError('Ab1!'))).toBe('Password must be at least 8 characters.');
    expect(text(passwordError('x'.repeat(65)))).toBe('Password cannot exceed 64 characters.');
    expect(passwordError('x'.repeat(64))).toBeNull();
    // What the composition rules refused is accepted: the server checks the common-password list.
    for (const p of ['abcdefg1!', 'ABCDEFG1!', 'Abcdefg!', 'Abcdefg1', 'Abcdefg1~', 'quiet harbour lamp', '12345678']) expect(passwordError(p), p).toBeNull();
    expect(Object.keys(ACCOUNT_RULE_TEXTS_EN).filter((id) => /uppercase|lowercase|number|special|checklist/.test(id))).toEqual([]);
    expect(text('auth.password.common')).toBe('This password is too common. Please choose one that is harder to guess.');
  });

  it('the strength indicator counts length (15 or more is strong), not composition', () => {
    expect(PASSWORD_RECOMMENDED).toBe(15);
    expect(passwordStrength('')).toBe('none');
    expect(passwordStrength('Ab1!')).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('tangerine')).toBe('fair');
    expect(passwordStrength('tangerine otter')).toBe('strong');
    expect(passwordStrength('tangerineott')).toBe('good');
    expect(passwordStrength('Tg1!Tg1!Tg1!')).toBe('good');
  });

  it('confirmation is required and equal', () => {
    expect(text(confirmPasswordError('', 'Abcdefg1!'))).toBe('Please repeat password.');
    expect(text(confirmPasswordError('Abcdefg1?', 'Abcdefg1!'))).toBe('Passwords Don’t Match.');
    expect(confirmPasswordError('quiet harbour lamp', 'quiet harbour lamp')).toBeNull();
  });

  it('maps an API rule text back to its id, for the form to show in the page’s language', () => {
    expect(ruleIdOfText('This password is too common. Please choose one that is harder to guess.')).toBe('auth.password.common');
    expect(ruleIdOfText('Something else')).toBeNull();
  });
});

describe('names and e-mail', () => {
  it('trims names and checks 2–50 letters, spaces and accents', () => {
    expect(text(nameError('  ', 'firstName'))).toBe('Please enter your first name.');
    expect(text(nameError(' A ', 'lastName'))).toBe('Last Name must be at least 2 characters.');
    expect(text(nameError('A'.repeat(51), 'firstName'))).toBe('First Name cannot exceed 50 characters.');
    expect(text(nameError('R2D2', 'firstName'))).toBe('Please enter a valid first name.');
    expect(nameError('  Renée Côté ', 'firstName')).toBeNull();
    expect(nameError('José María', 'lastName')).toBeNull();
  });

  it('uses the shared e-mail pattern', () => {
    expect(text(emailError(''))).toBe('Please enter your email address.');
    expect(text(emailError('a@b'))).toBe('Please enter a valid email address.');
    expect(emailError(' shopper@example.ca ')).toBeNull();
    expect(emailError('x@[10.0.0.1]')).toBeNull();
  });

  it('collects the errors of each form', () => {
    expect(registrationErrors({ firstName: '', lastName: 'Li', email: 'x', password: 'weak', confirmPassword: '' })).toEqual({
      firstName: 'auth.firstName.required',
      email: 'auth.email.invalid',
      password: 'auth.password.min',
      confirmPassword: 'auth.confirm.required',
    });
    expect(loginErrors({ email: 'a@b.co', password: '' })).toEqual({ password: 'auth.password.required' });
    expect(text(resetErrors({ email: '' }).email)).toBe('Please enter a valid email address.');
  });
});
