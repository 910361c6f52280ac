import { SIGNED_OUT, type AuthState } from "./auth-state";

/**
 * The session state React reads (`useAuth`) and the session (`session.ts`) writes: one value and its
 * listeners, nothing else, so components that only read it do not depend on the sign-in machinery.
 */
type Listener = () => void;

let state: AuthState = SIGNED_OUT;
const listeners = new Set<Listener>();

export function getAuthState(): AuthState {
  return state;
}

/** What the server renders and React hydrates with: signed out, not yet ready. */
export function getServerAuthState(): AuthState {
  return SIGNED_OUT;
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateAuth(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function dismissAuthError(): void {
  updateAuth({ error: null });
}
