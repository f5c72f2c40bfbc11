import { Component, lazy, Suspense, useRef, type Attributes, type ComponentType, type ReactNode } from 'react';

/**
 * A part that renders nothing until first wanted (a dialog's open state, a toast), then loads its
 * chunk and stays mounted (decision 220). `preload` fetches the chunk early, on a hover or focus of
 * what opens it, so it shows with no visible delay.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(() => preload().then((component) => ({ default: component })));
  function Part({ wanted, ...props }: P & { wanted: boolean }) {
    // Once shown, the part stays mounted so its closing transition and state survive.
    const shown = useRef(false);
    if (wanted) shown.current = true;
    if (!shown.current) return null;
    return (
      <PartBoundary>
        <Suspense fallback={null}>
          <Loaded {...(props as unknown as P & Attributes)} />
        </Suspense>
      </PartBoundary>
    );
  }
  return { Part, preload };
}

/** A part whose chunk failed to load hides itself; the page around it keeps working. */
class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('part failed to load', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
