import { Component, type ReactNode } from 'react';

/** Renders nothing when its section fails, so one failed section never takes the page down. */
export class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('section failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
