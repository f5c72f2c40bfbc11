import { Component, type ReactNode } from 'react';
import { forgetFailedPages } from '../../pages/page-registry';
import { ErrorPage } from './error-page';
import { errorMessageOf, isOfflineError } from './load-failure';
import { OfflineMessage } from './offline-message';

interface Props {
  /** Changing it (a navigation) clears the boundary. */
  resetKey: string;
  /** Called with the resetKey that failed whenever the boundary clears, to drop what failed. */
  onReset?: (failedKey: string) => void;
  children: ReactNode;
}

interface State {
  failedKey: string | null;
  error: unknown;
}

/**
 * Catches what a page throws. A page chunk or page data that did not arrive shows the offline
 * message (document 1 §4), which clears on Retry, on navigation, or when the browser is online;
 * any other error is a fault of the page and shows the error page (document 1 §2.4), which
 * clears on navigation.
 */
export class OfflineBoundary extends Component<Props, State> {
  override state: State = { failedKey: null, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failedKey: '__pending__', error };
  }

  override componentDidCatch(error: unknown): void {
    const offline = isOfflineError(error);
    console.error(offline ? 'Page failed to load' : 'Page failed to render', error);
    this.setState({ failedKey: this.props.resetKey });
    if (offline) window.addEventListener('online', this.retry, { once: true });
  }

  override componentDidUpdate(previous: Props): void {
    // A navigation away from a failed page clears it. A navigation is a transition, so the new
    // key can arrive in the same commit as its own failure ('__pending__' until componentDidCatch
    // has run): that failure is the new page's, and stays.
    const { failedKey } = this.state;
    if (failedKey && failedKey !== '__pending__' && failedKey !== this.props.resetKey && previous.resetKey !== this.props.resetKey) this.retry();
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  retry = (): void => {
    window.removeEventListener('online', this.retry);
    forgetFailedPages();
    const failed = this.state.failedKey;
    if (failed && failed !== '__pending__') this.props.onReset?.(failed);
    this.setState({ failedKey: null, error: null });
  };

  override render(): ReactNode {
    if (!this.state.failedKey) return this.props.children;
    if (isOfflineError(this.state.error)) return <OfflineMessage onRetry={this.retry} />;
    return <ErrorPage message={errorMessageOf(this.state.error)} />;
  }
}
