import { describe, expect, it } from 'vitest';
import { INITIAL_VIEW, modalViewReducer } from './modal-view';

describe('sign-in modal views (document 1 §2.5, §4)', () => {
  it('opening resets to the requested view, leaving any sent reset behind', () => {
    const sent = modalViewReducer(modalViewReducer(INITIAL_VIEW, { type: 'switch', view: 'password' }), { type: 'reset-sent', email: 'a@b.co' });
    expect(sent).toEqual({ view: 'password', resetSentTo: 'a@b.co' });
    expect(modalViewReducer(sent, { type: 'open', view: 'login' })).toEqual({ view: 'login', resetSentTo: null });
    expect(modalViewReducer(sent, { type: 'open', view: 'register' })).toEqual({ view: 'register', resetSentTo: null });
  });

  it('login links to password (Forgot Password?) and register (Create account), and back', () => {
    const password = modalViewReducer(INITIAL_VIEW, { type: 'switch', view: 'password' });
    expect(password.view).toBe('password');
    const register = modalViewReducer(INITIAL_VIEW, { type: 'switch', view: 'register' });
    expect(register.view).toBe('register');
    expect(modalViewReducer(register, { type: 'switch', view: 'login' }).view).toBe('login');
  });

  it('"Back to Sign In" from the reset success view returns to the login form', () => {
    const sent = modalViewReducer({ view: 'password', resetSentTo: null }, { type: 'reset-sent', email: 'a@b.co' });
    expect(modalViewReducer(sent, { type: 'switch', view: 'login' })).toEqual({ view: 'login', resetSentTo: null });
  });

  it('a reset answer arriving after the shopper left the reset view changes nothing', () => {
    expect(modalViewReducer(INITIAL_VIEW, { type: 'reset-sent', email: 'a@b.co' })).toBe(INITIAL_VIEW);
  });
});
