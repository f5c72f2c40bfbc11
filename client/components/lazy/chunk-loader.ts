import { loadChunk } from '../../features/shell/load-failure';

/**
 * One lazily loaded module. Callers share one fetch; a fetch that failed is forgotten, so the
 * next `load()` is a fresh `import()` (browsers fetch a module again after a failed fetch;
 * React.lazy, by contrast, keeps its rejection for ever: see `fresh` below).
 */
export interface ChunkLoader<T> {
  /** The module's value, fetching it now unless a fetch is under way or done. */
  load: () => Promise<T>;
  /** Starts the fetch early (idle time, a hover); a failure here is reported by the next load(). */
  preload: () => void;
}

/** A chunk that fails, or has not arrived within 120 s, fails with "Loading chunk {name} failed". */
export function chunkLoader<T>(name: string, importer: () => Promise<T>): ChunkLoader<T> {
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= loadChunk(name, importer).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
