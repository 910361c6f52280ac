import { Component, type ReactNode } from "react";

/** Plain words, no translation and no other module: this must render when everything else has failed. */
export const LAST_RESORT_MESSAGE = "An error occurred while showing the error page";

/** Catches a failure of the error page itself. */
export class LastResortBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: "4rem 1.5rem", textAlign: "center" }}>
        <p>{LAST_RESORT_MESSAGE}</p>
      </div>
    );
  }
}
