import { Component, type ReactNode } from "react";

type Props = {
  /** Shown instead of `children` once one of them threw while rendering. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * Keeps a render error inside the part that threw: React unmounts the whole island on an error
 * no boundary catches. Give it a `key` to start over (a new request, another view). It logs
 * nothing itself: what threw may hold what a visitor wrote.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
