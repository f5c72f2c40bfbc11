import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, errorMessageOf, isOfflineError, loadChunk, NetworkError } from './load-failure';

describe('isOfflineError', () => {
  it.each([
    new ChunkLoadError('product-list'),
    new NetworkError('no answer'),
    new TypeError('Failed to fetch'),
    new TypeError('Failed to fetch dynamically imported module: http://localhost/build/chunks/legacy-page-X.js'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new TypeError('Load failed'),
    new TypeError('Importing a module script failed.'),
  ])('%s is offline', (error) => {
    expect(isOfflineError(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of null (reading 'pageType')"),
    new Error('boom'),
    new RangeError('Invalid time value'),
    'a string',
    null,
  ])('%s is a page fault, not offline', (error) => {
    expect(isOfflineError(error)).toBe(false);
  });
});

describe('errorMessageOf', () => {
  it('reads the message of an error, else its text', () => {
    expect(errorMessageOf(new Error('boom'))).toBe('boom');
    expect(errorMessageOf('plain')).toBe('plain');
  });
});

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it loads in time', async () => {
    await expect(loadChunk('home', async () => 'module')).resolves.toBe('module');
  });

  it('fails with "Loading chunk {n} failed" when the import fails', async () => {
    const failing = loadChunk('legacy', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failing).rejects.toThrow('Loading chunk legacy failed');
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails after 120,000 ms without an answer, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    let settled: unknown = 'pending';
    loadChunk('product-list', () => new Promise<never>(() => undefined)).catch((error: unknown) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect((settled as Error).message).toBe('Loading chunk product-list failed');
    expect(isOfflineError(settled)).toBe(true);
  });
});
