import { describe, expect, it } from 'vitest';
import type { FormField } from '../content/content-types';
import { CONTACT_EMAIL_MESSAGE, canSendContact, initialContactValues, isCaptchaFailure, validateContactForm } from './contact-rules';

const field = (name: FormField['name'], required: boolean, extra: Partial<FormField> = {}): FormField => ({
  name, label: name, type: name === 'email' ? 'email' : name === 'subject' ? 'select' : 'text', placeholder: '', required,
  errorMessage: name === 'email' ? CONTACT_EMAIL_MESSAGE : `Please enter your ${name}.`, inputMessage: '', options: [], ...extra,
});
const FIELDS = [field('firstName', true), field('lastName', false), field('email', true), field('subject', true, { options: ['Order status', 'Other'], errorMessage: 'Please choose a subject.' }), field('message', true)];
const valid = { firstName: 'Ana', lastName: '', email: 'ana@example.com', subject: 'Other', message: 'Hello' };

describe('contact form rules', () => {
  it('defaults the subject to the first option', () => {
    expect(initialContactValues(FIELDS)).toEqual({ firstName: '', lastName: '', email: '', subject: 'Order status', message: '' });
  });

  it('requires only the fields the content marks required, with their messages', () => {
    expect(validateContactForm(FIELDS, valid)).toEqual({});
    const errors = validateContactForm(FIELDS, { ...valid, firstName: '  ', message: '' });
    expect(errors).toEqual({ firstName: 'Please enter your firstName.', message: 'Please enter your message.' });
    expect(validateContactForm([field('firstName', false)], { ...valid, firstName: '' })).toEqual({});
  });

  it.each(['ana', 'ana@example', 'ana@example.c', 'ana@example.toolong', 'a b@example.com'])('rejects the e-mail %s with the spec message', (email) => {
    expect(validateContactForm(FIELDS, { ...valid, email }).email).toBe('Please enter a valid email address.');
  });

  it('accepts 2 to 6 letter endings and refuses a subject outside the options', () => {
    expect(validateContactForm(FIELDS, { ...valid, email: 'ana@shop.museum' })).toEqual({});
    expect(validateContactForm(FIELDS, { ...valid, subject: 'Hack' }).subject).toBe('Please choose a subject.');
  });

  it('refuses an over-long message', () => {
    expect(validateContactForm(FIELDS, { ...valid, message: 'x'.repeat(2001) }).message).toBe('Please enter your message.');
  });

  it('disables send while untouched, submitting, or with the captcha required and unsolved', () => {
    const base = { touched: true, captchaRequired: true, captchaToken: 'tok', submitting: false };
    expect(canSendContact(base)).toBe(true);
    expect(canSendContact({ ...base, touched: false })).toBe(false);
    expect(canSendContact({ ...base, captchaToken: null })).toBe(false);
    expect(canSendContact({ ...base, captchaRequired: false, captchaToken: null })).toBe(true);
    expect(canSendContact({ ...base, submitting: true })).toBe(false);
  });

  it('recognises a captcha failure by the word captcha', () => {
    expect(isCaptchaFailure('reCAPTCHA verification failed. Please try again.')).toBe(true);
    expect(isCaptchaFailure('Please enter a valid email address.')).toBe(false);
  });
});
