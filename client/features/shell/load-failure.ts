/**
 * Which failures are "offline" (document 1 §2.4, §4): a page chunk or data request that did not
 * arrive. Everything else is a fault of the page and belongs on the error page, so a bug never
 * reads "You are currently offline".
 */

/** Document 2 §9: a chunk that has not loaded after this long has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page chunk that failed or timed out; its message is the spec's (document 2 §8). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options);
  }
}

/** A request that never got an HTTP answer (after its retries, see client/data/resilient-fetch). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

// What browsers say when fetch() or import() never reaches the server: Chromium, Firefox, Safari.
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network connection was lost|dynamically imported module|importing a module script failed/i;

/** True when the error means the page or its data did not arrive (the offline boundary's case). */
export function isOfflineError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof ChunkLoadError || error instanceof NetworkError) return true;
  if (error.name === 'ChunkLoadError' || error.name === 'NetworkError') return true;
  return error instanceof TypeError && NETWORK_FAILURE.test(error.message);
}

/** The message the error page shows for a render failure ("Error {message}. …"). */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const GLOBAL_TIMERS: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Loads a chunk, failing with "Loading chunk {chunk} failed" when the import rejects or has not
 * settled within `timeoutMs` (120,000 ms by default).
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, timers: Timers = GLOBAL_TIMERS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
    load().then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        timers.clearTimeout(timer);
        reject(new ChunkLoadError(chunk, { cause }));
      },
    );
  });
}
