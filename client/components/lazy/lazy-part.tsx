import { lazy, Suspense, useRef, type Attributes, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { chunkLoader } from './chunk-loader';
import { ChunkBoundary } from './chunk-boundary';

/**
 * A part that renders nothing until first wanted (a dialog's open state, a toast), then loads its
 * chunk and stays mounted (decision 220). `preload` fetches the chunk early, on a hover or focus of
 * what opens it, so it shows with no visible delay. A chunk that fails shows the offline message
 * with Retry Connection; Retry builds a new lazy() around a fresh import() (decision 271).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, name = 'part') {
  const chunk = chunkLoader(name, load);
  const build = () => lazy(() => chunk.load().then((component) => ({ default: component })));
  let Loaded: LazyExoticComponent<ComponentType<P>> = build();
  const renew = () => {
    Loaded = build();
  };
  /** `fallback` shows while the chunk loads (a control's plain stand-in); nothing by default. */
  function Part({ wanted, fallback = null, ...props }: P & { wanted: boolean; fallback?: ReactNode }) {
    // Once shown, the part stays mounted so its closing transition and state survive.
    const shown = useRef(false);
    if (wanted) shown.current = true;
    if (!shown.current) return null;
    return (
      <ChunkBoundary onRetry={renew} variant="floating">
        {() => (
          <Suspense fallback={fallback}>
            <Loaded {...(props as unknown as P & Attributes)} />
          </Suspense>
        )}
      </ChunkBoundary>
    );
  }
  return { Part, preload: chunk.preload, load: chunk.load };
}
