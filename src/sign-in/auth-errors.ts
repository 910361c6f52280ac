/** The errors a visitor can see, by key; the texts are in the `common` namespace under `auth.errors`. */
export type AuthErrorCode =
  | "expired"
  | "noStrategy"
  | "stateMismatch"
  | "failed"
  /** The provider could not be reached; the session is kept and the site tries again by itself. */
  | "unreachable"
  /** The provider could not be reached while completing a sign-in: nobody was signed in. */
  | "unreachableSignIn"
  /** What the browser had stored under the session's keys could not be read: it was cleared. */
  | "unreadable"
  /** The browser refuses to store the session (site data blocked, storage full): sign-in cannot work. */
  | "storageUnavailable";

export const EXPIRED_MESSAGE = "Both token and refresh token have expired. Your request was aborted.";
export const NO_STRATEGY_MESSAGE = "No strategy is set!";

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}
