import { useEffect, useSyncExternalStore } from "react";
import type { AuthState } from "./auth-state";
import { getAuthState, getServerAuthState, subscribeAuth } from "./auth-store";
import { startSession } from "./actions";

/** The visitor's session (user, loggedIn, strategy, busy, ready, error), re-rendering when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getServerAuthState);
}

/** Starts the session once per page load, after hydration (the layout calls it). */
export function useSessionStart(): void {
  useEffect(() => startSession(), []);
}
