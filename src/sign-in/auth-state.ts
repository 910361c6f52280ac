import type { AuthErrorCode } from "./auth-errors";

/** The profile from the provider's userinfo endpoint. */
export type AuthUser = Readonly<Record<string, unknown>> & { sub: string; name?: string; email?: string };

export interface AuthState {
  user: AuthUser | null;
  loggedIn: boolean;
  /** The sign-in strategy in use; null when signed out. */
  strategy: "keycloak" | null;
  /** A sign-in, restore, refresh or sign-out is running. */
  busy: boolean;
  /** False until the page knows whether a session exists (stored sessions are restored after hydration). */
  ready: boolean;
  /** The last error the visitor should see, until dismissed. */
  error: AuthErrorCode | null;
}

export const SIGNED_OUT: AuthState = {
  user: null,
  loggedIn: false,
  strategy: null,
  busy: false,
  ready: false,
  error: null,
};

/** Display name: the name claim, else the username, else the email address. */
export function displayName(user: AuthUser): string {
  for (const key of ["name", "preferred_username", "email"]) {
    const value = user[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return user.sub;
}
