import { createContext, Suspense, use, useContext, type ReactNode } from 'react';
import useSWR from 'swr';
import { serializeJson } from '../../shared/serialize-json';

/** Server only: the promises a loader started for data it streams later, by API key. */
export type DeferredRegistry = Map<string, Promise<unknown>>;
export const DeferredContext = createContext<DeferredRegistry | null>(null);

function domId(apiKey: string): string {
  return `deferred:${apiKey}`;
}

// Parsed streamed data by key, kept while its text is unchanged: a fresh object on every render
// would re-run every effect that depends on it (and an effect that sets state, for ever).
const parsedStreams = new Map<string, { text: string; value: unknown }>();

function readStreamed<T>(apiKey: string): T | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(domId(apiKey));
  const text = element?.textContent;
  if (!text) return undefined;
  const known = parsedStreams.get(apiKey);
  if (known?.text === text) return known.value as T;
  const value = JSON.parse(text) as T;
  parsedStreams.set(apiKey, { text, value });
  return value;
}

function DeferredContent<T>({ apiKey, children }: { apiKey: string; children: (data: T) => ReactNode }) {
  const registry = useContext(DeferredContext);
  const data = registry ? (use(registry.get(apiKey) ?? Promise.resolve(undefined)) as T) : useClientData<T>(apiKey);
  return (
    <>
      {children(data)}
      <script type="application/json" id={domId(apiKey)} dangerouslySetInnerHTML={{ __html: serializeJson(data) }} />
    </>
  );
}

function useClientData<T>(apiKey: string): T {
  // Hydration reads what the server streamed; client navigation fetches the same key.
  // Just streamed, so fresh: while the first page hydrates SWR does not revalidate data it already
  // has (revalidateIfStale is off until the first navigation, see swr-options.ts).
  const streamed = readStreamed<T>(apiKey);
  const { data } = useSWR<T>(apiKey, { suspense: true, fallbackData: streamed });
  return data as T;
}

/**
 * Slow or non-critical data streamed behind Suspense: the shell does not wait for it, and a
 * failure of its loader shows the fallback's section empty rather than failing the page.
 */
export function Deferred<T>({ apiKey, fallback, children }: { apiKey: string; fallback: ReactNode; children: (data: T) => ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <DeferredContent<T> apiKey={apiKey}>{children}</DeferredContent>
    </Suspense>
  );
}
