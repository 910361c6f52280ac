import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError, reloadOnceAfterChunkError } from "./chunk-reload";
import { languageOfPath } from "../i18n/languages";
import { LastResortBoundary } from "./LastResortBoundary";

// Needed only when a page fails: a chunk of its own. Should it fail to load too, the last resort shows.
const ErrorPage = lazy(() =>
  import(/* webpackChunkName: "error-page" */ "./ErrorPage").then((module) => ({
    default: module.ErrorPage,
  })),
);

interface Props {
  /** The page's path: a navigation to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Shows the error page instead of a blank one when the page throws while rendering; the layout around it
 * stays, so the visitor can navigate on. A lazy chunk that failed to load reloads the page once instead.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceAfterChunkError()) return;
    // Kept in the console for whoever investigates; React logs the error itself in development only.
    console.error("The page failed while rendering", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LastResortBoundary language={languageOfPath(this.props.resetKey)}>
        <Suspense fallback={null}>
          <ErrorPage />
        </Suspense>
      </LastResortBoundary>
    );
  }
}
