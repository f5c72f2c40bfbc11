import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseConsent, resetConsentForTests, startConsent } from '../consent/consent-store';
import { track } from './track';

let w: { dataLayer?: Record<string, unknown>[]; localStorage: Storage; location: { hostname: string } };

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const names = () => (w.dataLayer ?? []).map((e) => e.event).filter(Boolean);

// The pusher is a lazy chunk: load it once up front so each test's waits stay short.
beforeAll(async () => {
  await import('./data-layer');
});

beforeEach(() => {
  resetConsentForTests();
  const map = new Map<string, string>();
  w = { location: { hostname: 'localhost' }, localStorage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => map.set(k, v) } as unknown as Storage };
  vi.stubGlobal('window', w);
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/140' });
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ country_code: null })))));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetConsentForTests();
});

describe('the track facade (decision 182)', () => {
  it('holds events until consent is known, then pushes them in order', async () => {
    track({ event: 'search', search_term: 'pads' });
    track({ event: 'login', method: 'email' });
    await settle();
    expect(w.dataLayer).toBeUndefined();
    await startConsent('US');
    await vi.waitFor(() => expect(names()).toEqual(['search', 'login']));
  });

  it('pushes nothing for a Law 25 visitor before the choice, then what was tracked once analytics is accepted', async () => {
    await startConsent('CA');
    track({ event: 'search', search_term: 'plaquettes' });
    await settle();
    expect(w.dataLayer).toBeUndefined();
    chooseConsent({ analytics: true, marketing: false });
    track({ event: 'page_view', page_path: '/ca/fr' }); // marketing: refused
    track({ event: 'login', method: 'email' });
    await vi.waitFor(() => expect(names()).toEqual(['search', 'login']));
    await settle();
    expect(names()).toEqual(['search', 'login']);
  });

  it('drops analytics events after Necessary only', async () => {
    await startConsent('CA');
    track({ event: 'search', search_term: 'pads' });
    chooseConsent({ analytics: false, marketing: false });
    track({ event: 'login', method: 'email' });
    await settle();
    expect(w.dataLayer).toBeUndefined();
  });

  it('never runs on the server', () => {
    vi.stubGlobal('window', undefined);
    expect(() => track({ event: 'search', search_term: 'x' })).not.toThrow();
  });
});
