import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportActivity, setPersonalizationUserId } from './activity-client';

function sentBody(): Record<string, unknown> {
  const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
  return JSON.parse(fetchMock.mock.calls.at(-1)![1].body as string);
}

describe('personalization ids (document 1 §6)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setPersonalizationUserId(null);
  });

  it('a guest sends only the anonymous cookieId; a registered customer also the opaque userId', () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('window', {
      location: { hostname: 'localhost' },
      localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
    });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
    reportActivity('axle-us', 'viewProduct', { productId: 'P1' });
    const guest = sentBody();
    expect(guest).toMatchObject({ realm: 'axle', instanceType: 'sbx', productId: 'P1' });
    expect(guest.cookieId).toEqual(expect.any(String));
    expect(guest).not.toHaveProperty('userId');

    setPersonalizationUserId('0123456789abcdef0123456789abcdef');
    reportActivity('axle-us', 'viewProduct', { productId: 'P1' });
    expect(sentBody()).toMatchObject({ cookieId: guest.cookieId, userId: '0123456789abcdef0123456789abcdef' });

    setPersonalizationUserId(null);
    reportActivity('axle-us', 'viewProduct', { productId: 'P1' });
    expect(sentBody()).not.toHaveProperty('userId');
  });
});
