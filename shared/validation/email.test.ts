import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email';

describe('shared e-mail pattern', () => {
  it.each([
    'driver@example.com',
    'first.last@example.co',
    'first+tag@mail.example.ca',
    'o_brien@garage-42.example.org',
    '"quoted name"@example.com',
    'mechanic@[192.168.0.1]',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['driver', 'no @'],
    ['driver@', 'no domain'],
    ['@example.com', 'no local part'],
    ['driver@example', 'undotted domain'],
    ['driver@example.c', 'last label of one letter'],
    ['driver@example.c0m', 'digits in the last label'],
    ['driver@192.168.0.1', 'IPv4 without brackets'],
    ['dri ver@example.com', 'space in the local part'],
    ['driver..x@example.com', 'empty atom in the local part'],
    ['.driver@example.com', 'leading dot'],
    ['driver@exa mple.com', 'space in the domain'],
    [' driver@example.com', 'untrimmed'],
  ])('rejects %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('names the spec message', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Enter a valid email');
  });
});
