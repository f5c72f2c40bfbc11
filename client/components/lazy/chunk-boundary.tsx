import { Component, type ReactNode } from 'react';
import { isOfflineError } from '../../features/shell/load-failure';
import { OfflineMessage, type OfflineVariant } from '../../features/shell/offline-message';

interface Props {
  /** Renders the lazy part; called again after a retry, so it can hand React a new lazy(). */
  children: () => ReactNode;
  /** Called before a retry: the owner replaces its lazy component (React.lazy keeps a rejection). */
  onRetry: () => void;
  /** How the offline message shows: inline for header and footer widgets, floating for dialogs. */
  variant: OfflineVariant;
}

interface State {
  error: unknown;
  /** Bumped on each retry, so React mounts the part afresh. */
  attempt: number;
}

/**
 * The error boundary around every lazy widget and part (decision 271). A chunk that did not
 * arrive shows the offline message with Retry Connection (document 1 §2.4, §4); Retry, or the
 * browser coming back online, loads it again with a fresh import(). Any other error is a fault of
 * the part: it hides, and the page around it keeps working.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    if (isOfflineError(error)) window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  retry = (): void => {
    window.removeEventListener('online', this.retry);
    this.props.onRetry();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (!error) return <ChunkAttempt key={attempt} render={this.props.children} />;
    if (!isOfflineError(error)) return null;
    return <OfflineMessage onRetry={this.retry} variant={this.props.variant} />;
  }
}

function ChunkAttempt({ render }: { render: () => ReactNode }) {
  return render();
}
