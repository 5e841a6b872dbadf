import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./route-error-page";

/**
 * Keeps header and footer on screen when a page crashes or its code cannot be downloaded. The layout
 * keys it by path, so moving to another page clears the error.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.warn(error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
