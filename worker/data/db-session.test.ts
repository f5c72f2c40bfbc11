import { describe, expect, it } from 'vitest';
import { bookmarkCookie, mayWrite, sessionStart, validBookmark } from './db-session';

const BOOKMARK = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683';

describe('the request session start (decision 210)', () => {
  it('accepts only the D1 bookmark shape', () => {
    expect(validBookmark(BOOKMARK)).toBe(BOOKMARK);
    for (const bad of [undefined, null, '', 'garbage', BOOKMARK.toUpperCase(), `${BOOKMARK}0`, BOOKMARK.slice(1), `${BOOKMARK}; x=1`, 'first-primary']) {
      expect(validBookmark(bad)).toBeNull();
    }
  });

  it('starts changes on the primary, reads at the bookmark or anywhere', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(mayWrite(method)).toBe(true);
      expect(sessionStart(method, BOOKMARK)).toBe('first-primary');
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(mayWrite(method)).toBe(false);
    expect(sessionStart('GET', BOOKMARK)).toBe(BOOKMARK);
    expect(sessionStart('GET', null)).toBe('first-unconstrained');
  });

  it('writes a host-only, script-proof, short-lived cookie', () => {
    expect(bookmarkCookie(BOOKMARK)).toBe(`__Host-axle_bookmark=${BOOKMARK}; Max-Age=120; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });
});
