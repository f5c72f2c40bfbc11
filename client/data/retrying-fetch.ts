import { isOfflineError, NetworkError } from '../features/shell/load-failure';

/** Document 2 §7/§9: a search request is aborted after 4000 ms and retried 3 times. */
export const SEARCH_ABORT_MS = 4000;
export const SEARCH_RETRIES = 3;
/** Pause before retry n (1-based): 250 ms, 500 ms, 1000 ms — a dropped connection gets a moment. */
export const retryDelayMs = (retry: number): number => 250 * 2 ** (retry - 1);

/** A failure worth another attempt: the server answered, but as a gateway that lost its upstream. */
export class RetriableStatusError extends Error {
  override name = 'RetriableStatusError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** HTTP statuses that mean "try again" (the answer did not come from the store itself). */
export const RETRIABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export interface RetryOptions {
  timeoutMs?: number;
  retries?: number;
  /** The caller's own signal: when it aborts, no more attempts are made. */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (a fetch and the read of its body) with its own abort signal that fires after
 * `timeoutMs`; when it gets no answer (network failure, time-out) or a RetriableStatusError, it
 * runs again, up to `retries` more times. After the last failure it throws NetworkError (no
 * answer: the offline message) or the last error (an answer the caller must show).
 */
export async function withRetry<T>(attempt: (signal: AbortSignal) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { timeoutMs = SEARCH_ABORT_MS, retries = SEARCH_RETRIES, signal, sleep = defaultSleep } = options;
  let lastError: unknown;
  for (let run = 0; run <= retries; run++) {
    if (run > 0) await sleep(retryDelayMs(run));
    if (signal?.aborted) throw signal.reason;
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
    try {
      return await attempt(controller.signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (!isNoAnswer(error, controller.signal) && !(error instanceof RetriableStatusError)) throw error;
      lastError = error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
  if (lastError instanceof RetriableStatusError) throw lastError;
  throw new NetworkError(`No answer after ${retries + 1} attempts`, { cause: lastError });
}

/** A network-level failure (fetch rejects, e.g. 'Failed to fetch') or our own time-out abort. */
function isNoAnswer(error: unknown, attemptSignal: AbortSignal): boolean {
  return attemptSignal.aborted || isOfflineError(error);
}
