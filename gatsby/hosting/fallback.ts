/**
 * A redirect whose target left WordPress is pointed at its fallback instead of failing the build: nothing an
 * editor does in WordPress may stop a build (docs/architecture.md §8).
 */
import { targetPath, type Redirect, type RedirectTable } from "./table";

export interface FallbackResult {
  readonly table: RedirectTable;
  /** One line per redirect that was pointed at its fallback, naming the entry. */
  readonly warnings: readonly string[];
}

export function applyFallbacks(table: RedirectTable, pages: ReadonlySet<string>): FallbackResult {
  const warnings: string[] = [];
  const redirects = table.redirects.map((redirect): Redirect => {
    const { fallback } = redirect;
    // Redirects without a fallback are left for the checks.
    if (fallback === undefined || pages.has(targetPath(redirect.to)) || !pages.has(fallback)) {
      return redirect;
    }
    warnings.push(
      `${redirect.origin}: ${redirect.to} is not a page of this build (the post left WordPress); ` +
        `${redirect.from} leads to ${fallback} instead`,
    );
    return { ...redirect, to: fallback };
  });
  return { table: { ...table, redirects }, warnings };
}
