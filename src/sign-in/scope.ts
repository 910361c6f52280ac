/** Whether the user's scope entry (an array, or a space-separated string) includes the scope. */
export function hasScope(
  user: Readonly<Record<string, unknown>> | null,
  scope: string,
  scopeKey = "scope",
): boolean {
  if (!user) return false;
  const entry = user[scopeKey];
  if (Array.isArray(entry)) return entry.includes(scope);
  if (typeof entry === "string") return entry.split(/\s+/).includes(scope);
  return false;
}
