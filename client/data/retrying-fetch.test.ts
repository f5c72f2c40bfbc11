import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../features/shell/load-failure';
import { RetriableStatusError, retryDelayMs, SEARCH_ABORT_MS, SEARCH_RETRIES, withRetry } from './retrying-fetch';

const noSleep = () => Promise.resolve();
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('withRetry (document 2 §7/§9)', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants: 4000 ms abort, 3 retries', () => {
    expect(SEARCH_ABORT_MS).toBe(4000);
    expect(SEARCH_RETRIES).toBe(3);
    expect([1, 2, 3].map(retryDelayMs)).toEqual([250, 500, 1000]);
  });

  it('answers at once when the first attempt succeeds', async () => {
    const attempt = vi.fn(async () => 'hits');
    await expect(withRetry(attempt, { sleep: noSleep })).resolves.toBe('hits');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('retries a request that got no answer, and succeeds on a later attempt', async () => {
    const attempt = vi.fn().mockImplementationOnce(offline).mockImplementationOnce(offline).mockResolvedValue('hits');
    await expect(withRetry(attempt, { sleep: noSleep })).resolves.toBe('hits');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after 1 attempt and 3 retries with NetworkError (the offline message)', async () => {
    const attempt = vi.fn(offline);
    const failing = withRetry(attempt, { sleep: noSleep });
    await expect(failing).rejects.toBeInstanceOf(NetworkError);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('aborts an attempt with no answer after 4000 ms, then retries', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const attempt = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          signals.push(signal);
          if (signals.length === 2) resolve('hits');
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const result = withRetry(attempt, { sleep: noSleep });
    await vi.advanceTimersByTimeAsync(3999);
    expect(signals[0]?.aborted).toBe(false);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await expect(result).resolves.toBe('hits');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer: a 404 or a page fault comes back at once', async () => {
    const notFound = Object.assign(new Error('Not found'), { status: 404 });
    const attempt = vi.fn(() => Promise.reject(notFound));
    await expect(withRetry(attempt, { sleep: noSleep })).rejects.toBe(notFound);
    expect(attempt).toHaveBeenCalledTimes(1);
    const bug = vi.fn(() => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'hits')")));
    await expect(withRetry(bug, { sleep: noSleep })).rejects.toThrow('Cannot read properties');
    expect(bug).toHaveBeenCalledTimes(1);
  });

  it('retries a gateway failure and hands back the last one', async () => {
    const attempt = vi.fn(() => Promise.reject(new RetriableStatusError(503, 'Service Unavailable')));
    await expect(withRetry(attempt, { sleep: noSleep })).rejects.toMatchObject({ status: 503 });
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('stops when the caller aborts', async () => {
    const caller = new AbortController();
    const attempt = vi.fn(async () => {
      caller.abort(new DOMException('left the page', 'AbortError'));
      throw new TypeError('Failed to fetch');
    });
    await expect(withRetry(attempt, { sleep: noSleep, signal: caller.signal })).rejects.toThrow('Failed to fetch');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('waits between retries', async () => {
    const waits: number[] = [];
    await expect(withRetry(vi.fn(offline), { sleep: async (ms) => void waits.push(ms) })).rejects.toBeInstanceOf(NetworkError);
    expect(waits).toEqual([250, 500, 1000]);
  });
});
