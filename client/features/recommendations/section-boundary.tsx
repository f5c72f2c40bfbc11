import { Component, type ReactNode } from 'react';

/** Hides a non-critical section when it fails to load or render; the rest of the page stays. */
export class SectionBoundary extends Component<{ children: ReactNode; name: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`${this.props.name} section hidden`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
