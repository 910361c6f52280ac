/** Which visitors a page is for, and what it does with the current one (docs/sign-in.md). */
export type PageAccess = "public" | "guest" | "signed-in";

export type AccessDecision =
  | { action: "show" }
  | { action: "wait" }
  | { action: "home" }
  | { action: "sign-in"; returnPath: string }
  /** After a failed or expired session: offer sign-in instead of sending the visitor away unasked. */
  | { action: "offer-sign-in"; returnPath: string };

export function decideAccess(
  access: PageAccess,
  session: { ready: boolean; busy: boolean; loggedIn: boolean; error: unknown },
  currentPath: string,
): AccessDecision {
  if (access === "public") return { action: "show" };
  // Nobody is sent away while a stored session may still be being restored.
  if (!session.ready || session.busy) return access === "signed-in" ? { action: "wait" } : { action: "show" };
  if (access === "guest") return session.loggedIn ? { action: "home" } : { action: "show" };
  if (session.loggedIn) return { action: "show" };
  return session.error
    ? { action: "offer-sign-in", returnPath: currentPath }
    : { action: "sign-in", returnPath: currentPath };
}
