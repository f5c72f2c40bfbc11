import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, NECESSARY_ONLY } from '../../../shared/analytics/consent';
import { chooseConsent, resetConsentForTests, startConsent } from '../consent/consent-store';
import { RECO_COOKIE_ID_KEY, reportActivity, setPersonalizationInstanceType, setPersonalizationUserId } from './activity-client';

const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
const storage = new Map<string, string>();

/** Bodies of the activity posts (the geo lookup of the US regime is not one). */
function sentBodies(): Record<string, unknown>[] {
  return (fetchMock.mock.calls as unknown as [string, RequestInit][])
    .filter(([url]) => url.startsWith('/activities/'))
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
}

beforeEach(() => {
  storage.clear();
  fetchMock.mockClear();
  resetConsentForTests();
  vi.stubGlobal('window', {
    location: { hostname: 'localhost', href: 'http://localhost/' },
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
  });
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/140' });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setPersonalizationUserId(null);
  resetConsentForTests();
});

describe('personalization activities (document 2 §7)', () => {
  it('a guest sends only the anonymous cookieId; a registered customer also the opaque userId', async () => {
    await startConsent('US'); // opt-out: analytics allowed by default
    reportActivity('axle-us', 'viewProduct', { product: { id: 'P1' } });
    const [guest] = sentBodies();
    expect(guest).toMatchObject({ realm: 'axle', instanceType: 'sbx', product: { id: 'P1' } });
    expect(guest!.cookieId).toEqual(storage.get(RECO_COOKIE_ID_KEY));
    expect(guest).not.toHaveProperty('userId');

    setPersonalizationUserId('0123456789abcdef0123456789abcdef');
    reportActivity('axle-us', 'viewProduct', { product: { id: 'P1' } });
    expect(sentBodies()[1]).toMatchObject({ cookieId: guest!.cookieId, userId: '0123456789abcdef0123456789abcdef' });

    setPersonalizationUserId(null);
    reportActivity('axle-us', 'viewProduct', { product: { id: 'P1' } });
    expect(sentBodies()[2]).not.toHaveProperty('userId');
  });

  it('sends prd when the server says production, whatever the host', async () => {
    await startConsent('US');
    setPersonalizationInstanceType('prd');
    reportActivity('axle-us', 'viewPage', { currentLocation: 'http://localhost/' });
    expect(sentBodies()[0]).toMatchObject({ instanceType: 'prd' });
    setPersonalizationInstanceType('sbx');
  });

  it('waits for a Law 25 visitor to consent: nothing is sent and no id is created before, the held activities after', async () => {
    await startConsent('CA');
    reportActivity('axle-ca', 'viewProduct', { product: { id: 'P1' } });
    reportActivity('axle-ca', 'viewPage', { currentLocation: 'http://localhost/ca' });
    expect(sentBodies()).toEqual([]);
    expect(storage.has(RECO_COOKIE_ID_KEY)).toBe(false);

    chooseConsent({ analytics: true, marketing: false });
    expect(sentBodies().map((b) => Object.keys(b).includes('product'))).toEqual([true, false]);
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY)!)).toMatchObject({ v: 1, analytics: true, marketing: false });
  });

  it('drops activities when the visitor keeps necessary cookies only', async () => {
    await startConsent('CA');
    reportActivity('axle-ca', 'viewProduct', { product: { id: 'P1' } });
    chooseConsent(NECESSARY_ONLY);
    reportActivity('axle-ca', 'viewProduct', { product: { id: 'P2' } });
    expect(sentBodies()).toEqual([]);
    expect(storage.has(RECO_COOKIE_ID_KEY)).toBe(false);
  });

  it('a crawler sends nothing', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await startConsent('US');
    reportActivity('axle-us', 'viewPage', { currentLocation: 'http://localhost/' });
    expect(sentBodies()).toEqual([]);
  });
});
