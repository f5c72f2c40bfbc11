import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULE_TEXTS_EN, confirmPasswordError, emailError, loginErrors, nameError, passwordChecks, passwordError, passwordStrength,
  registrationErrors, resetErrors,
} from './account-rules';

const text = (id: string | null | undefined) => (id ? ACCOUNT_RULE_TEXTS_EN[id] : null);

describe('password strength (document 1 §5)', () => {
  it('needs 8–64 characters, upper, lower, digit and a listed special character, each with its own message', () => {
    expect(text(passwordError(''))).toBe('Please create a password.');
    expect(text(passwordError('Ab1!'))).toBe('Password must be at least 8 characters.');
    expect(text(passwordError(`Ab1!${'x'.repeat(61)}`))).toBe('Password cannot exceed 64 characters.');
    expect(passwordError(`Ab1!${'x'.repeat(60)}`)).toBeNull();
    expect(text(passwordError('abcdef1!'))).toBe('Password must contain at least one uppercase letter.');
    expect(text(passwordError('ABCDEF1!'))).toBe('Password must contain at least one lowercase letter.');
    expect(text(passwordError('Abcdefg!'))).toBe('Password must contain at least one number.');
    expect(text(passwordError('Abcdefg1'))).toBe('Password must contain at least one special character.');
    expect(passwordError('Abcdefg1~')).toBe('auth.password.special'); // ~ is not in the list
    for (const special of '!@#$%^&*(),.?":{}|<>') expect(passwordError(`Abcdefg1${special}`)).toBeNull();
  });

  it('the checklist counts the five items', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordChecks('abc')).toEqual({ length: false, uppercase: false, lowercase: true, number: false, special: false });
    expect(passwordStrength('Abcdefg1!')).toBe(5);
  });

  it('confirmation is required, equal and as strong', () => {
    expect(text(confirmPasswordError('', 'Abcdefg1!'))).toBe('Please repeat password.');
    expect(text(confirmPasswordError('Abcdefg1?', 'Abcdefg1!'))).toBe('Passwords Don’t Match.');
    expect(confirmPasswordError('Abcdefg1!', 'Abcdefg1!')).toBeNull();
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
