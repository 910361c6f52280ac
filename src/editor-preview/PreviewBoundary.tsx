import { Component, type ReactNode } from "react";

interface Props {
  /** Changes with every entry the editor sends: the next one is tried again. */
  resetKey: number;
  /** What shows while an entry cannot be shown (a value half typed that the page's components reject). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps the preview standing while the editor types something the site's components cannot show yet. */
export class PreviewBoundary extends Component<Props, { failed: boolean; resetKey: number }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { resetKey: number }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
