/** The errors a visitor can see, by key; the texts are in the `common` namespace under `auth.errors`. */
export type AuthErrorCode = "expired" | "noStrategy" | "stateMismatch" | "failed";

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
