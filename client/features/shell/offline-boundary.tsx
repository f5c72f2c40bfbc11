import { Component, type ReactNode } from 'react';
import { forgetFailedPages } from '../../pages/page-registry';
import { OfflineMessage } from './offline-message';

interface Props {
  /** Changing it (a navigation) clears the boundary. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedKey: string | null;
}

/**
 * Catches a page chunk or page data that failed to load (document 1 §4 offline boundary) and
 * shows the offline message; it clears on Retry, on navigation, or when the browser is online.
 */
export class OfflineBoundary extends Component<Props, State> {
  override state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '__pending__' };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Page failed to load', error);
    this.setState({ failedKey: this.props.resetKey });
    window.addEventListener('online', this.retry, { once: true });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedKey && previous.resetKey !== this.props.resetKey) this.retry();
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  retry = (): void => {
    forgetFailedPages();
    this.setState({ failedKey: null });
  };

  override render(): ReactNode {
    if (this.state.failedKey) return <OfflineMessage onRetry={this.retry} />;
    return this.props.children;
  }
}
