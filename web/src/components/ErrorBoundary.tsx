import { Component, type ReactNode } from "react";

type Props = { children: ReactNode; fallback: ReactNode; resetKey?: unknown };
type State = { failed: boolean; resetKey: unknown };

/**
 * Shows `fallback` in place of children that threw while rendering (a page whose chunk is gone
 * after a deploy, a bug), so the rest of the screen stays usable; a new `resetKey` (the next route)
 * tries the children again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
