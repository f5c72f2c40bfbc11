import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../../shared/types/store';
import { accountSummaryAtom } from '../shell/account-state';
import { profileStoreIdAtom, selectStoreAtom, storedStoreIdsAtom } from './selected-store';

const store = { id: 'ca-toronto-danforth', name: 'Axle Auto Parts — Toronto Danforth' } as Store;

function fakeFetch() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ siteId: 'axle-ca', storeId: store.id }), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('choosing a store (document 1 §4 Selected store)', () => {
  it('saves it to the profile for a registered customer, not the browser', () => {
    const calls = fakeFetch();
    const jotai = createStore();
    jotai.set(accountSummaryAtom, { isRegistered: true });
    jotai.set(selectStoreAtom, { siteId: 'axle-ca', store });
    expect(jotai.get(profileStoreIdAtom)).toBe(store.id);
    expect(jotai.get(storedStoreIdsAtom)).toEqual({});
    expect(calls).toEqual([{ url: '/api/account/selected-store?site=axle-ca', method: 'PUT', body: { storeId: store.id } }]);
  });

  it('keeps it in the browser for a guest, with no profile call', () => {
    const calls = fakeFetch();
    const jotai = createStore();
    jotai.set(selectStoreAtom, { siteId: 'axle-ca', store });
    expect(jotai.get(profileStoreIdAtom)).toBeNull();
    expect(jotai.get(storedStoreIdsAtom)).toEqual({ 'axle-ca': store.id });
    expect(calls).toEqual([]);
  });
});
