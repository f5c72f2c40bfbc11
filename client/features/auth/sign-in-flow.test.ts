import { describe, expect, it } from 'vitest';
import { WISHLIST_PENDING_KEY, WISHLIST_STASH_KEY } from '../account/sign-in-request';
import { AUTH_EVENT_PENDING_KEY, dropStashOnClose, recordSignIn, takeAuthEvent, takeWelcome, WELCOME_PENDING_KEY } from './sign-in-flow';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const STASH = JSON.stringify({ productId: 'P-1', quantity: 1 });

describe('sign-in success (document 1 §4 Auth modal)', () => {
  it('marks a stashed wish-list product as pending and arms the welcome toast', () => {
    const local = memory();
    const session = memory();
    local.setItem(WISHLIST_STASH_KEY, STASH);
    recordSignIn(local, session, '  Ana ');
    expect(session.getItem(WISHLIST_PENDING_KEY)).toBe('1');
    expect(local.getItem(WISHLIST_STASH_KEY)).toBe(STASH);
    expect(session.getItem(WELCOME_PENDING_KEY)).toBe('Ana');
  });

  it('sets no pending flag without a stash', () => {
    const session = memory();
    recordSignIn(memory(), session, 'Ana');
    expect(session.getItem(WISHLIST_PENDING_KEY)).toBeNull();
  });
});

describe('the login and sign_up analytics events (decision 183)', () => {
  it('are kept over the reload and reported once, when the shopper turned out registered', () => {
    const session = memory();
    recordSignIn(memory(), session, 'Ana', 'sign_up');
    expect(session.getItem(AUTH_EVENT_PENDING_KEY)).toBe('sign_up');
    expect(takeAuthEvent(session, true)).toBe('sign_up');
    expect(takeAuthEvent(session, true)).toBeNull();
    recordSignIn(memory(), session, 'Ana');
    expect(takeAuthEvent(session, true)).toBe('login');
  });

  it('a registration for a taken e-mail signs nobody in: no sign_up, and the flag is spent', () => {
    const session = memory();
    recordSignIn(memory(), session, 'Ana', 'sign_up');
    expect(takeAuthEvent(session, false)).toBeNull();
    expect(session.getItem(AUTH_EVENT_PENDING_KEY)).toBeNull();
  });
});

describe('closing the modal', () => {
  it('removes the stash when no wish-list submission is pending', () => {
    const local = memory();
    local.setItem(WISHLIST_STASH_KEY, STASH);
    expect(dropStashOnClose(local, memory(), false)).toBe(true);
    expect(local.getItem(WISHLIST_STASH_KEY)).toBeNull();
  });

  it('keeps the stash while a submission is in flight or pending', () => {
    const local = memory();
    local.setItem(WISHLIST_STASH_KEY, STASH);
    expect(dropStashOnClose(local, memory(), true)).toBe(false);
    const session = memory();
    session.setItem(WISHLIST_PENDING_KEY, '1');
    expect(dropStashOnClose(local, session, false)).toBe(false);
    expect(local.getItem(WISHLIST_STASH_KEY)).toBe(STASH);
  });
});

describe('welcome toast after the reload', () => {
  it('greets once, and only a registered shopper', () => {
    const session = memory();
    session.setItem(WELCOME_PENDING_KEY, 'Ana');
    expect(takeWelcome(session, true)).toBe('Ana');
    expect(takeWelcome(session, true)).toBeNull();
    session.setItem(WELCOME_PENDING_KEY, 'Ana');
    expect(takeWelcome(session, false)).toBeNull();
    expect(session.getItem(WELCOME_PENDING_KEY)).toBeNull();
  });
});
