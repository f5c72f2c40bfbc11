import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../features/shell/load-failure';
import { FetchError, fetchJson, isSearchRequest } from './fetcher';

describe('isSearchRequest', () => {
  it.each(['/api/search?q=brake', '/api/search/suggestions?q=br', '/api/page/search?q=brake', '/api/page/category/brakes', '/api/page/2019-honda-civic/brakes', '/api/page/brakes/brake-pads', '/api/page/es/search?q=x', '/api/page/ca/fr/brakes'])('%s is a search or list fetch', (key) => {
    expect(isSearchRequest(key)).toBe(true);
  });

  it.each(['/api/page/', '/api/page/brakes/brake-pads/P100', '/api/page/2019-honda-civic', '/api/page/account/my-garage', '/api/menu?site=axle-us', '/api/vehicles/selected'])('%s is not', (key) => {
    expect(isSearchRequest(key)).toBe(false);
  });
});

describe('fetchJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('retries a list fetch that got no answer, then ends offline', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const result = fetchJson('/api/page/search?q=brake').catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(NetworkError);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it('does not retry other data (document 1 §9: no retry)', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchJson('/api/menu?site=axle-us&locale=en-US')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands a list payload back on a later attempt, and a 400 at once', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(json({ kind: 'product-list' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    const ok = fetchJson('/api/page/category/brakes');
    await vi.runAllTimersAsync();
    await expect(ok).resolves.toEqual({ kind: 'product-list' });
    vi.useRealTimers();
    const bad = vi.fn(async () => json({ message: 'offset must be a whole number from 0 to 10000' }, 400));
    vi.stubGlobal('fetch', bad);
    const error = await fetchJson('/api/page/search?offset=-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(bad).toHaveBeenCalledTimes(1);
  });
});
