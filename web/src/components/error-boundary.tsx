// Catches what a part of the page throws while loading or drawing, and shows `fallback` in its
// place, so one part that could not load (a lazy chunk, offline on a first visit) never takes
// the rest of the page down with it.
import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return 'error' in this.state ? this.props.fallback(this.state.error) : this.props.children;
  }
}
