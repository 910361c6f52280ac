/** Checks of the redirect table, alone and against the built pages (docs/hosting.md). Pure. */
import { sourceKey, targetPath, type RedirectTable } from "./table";

export interface BuiltSite {
  /** The paths of the site's pages as Gatsby created them ("/de/privacy/", "/404.html"). */
  readonly pages: ReadonlySet<string>;
  /** The element ids of the pages that a target's #fragment names, by page path. */
  readonly anchors?: ReadonlyMap<string, ReadonlySet<string>>;
}

type Table = Pick<RedirectTable, "redirects" | "overridden">;

function describe(redirect: { origin: string; from: string; to: string }): string {
  return `${redirect.origin}: ${redirect.from} → ${redirect.to}`;
}

function duplicates(table: Table): string[] {
  const bySource = new Map<string, { origin: string; from: string; to: string }[]>();
  for (const redirect of [...table.redirects, ...table.overridden]) {
    const key = sourceKey(redirect.from);
    bySource.set(key, [...(bySource.get(key) ?? []), redirect]);
  }
  return [...bySource]
    .filter(([, entries]) => entries.length > 1)
    .map(
      ([source, entries]) =>
        `duplicate source ${source}: ${entries.map((entry) => `${entry.origin} (→ ${entry.to})`).join(" and ")}`,
    );
}

/** A redirect whose target is itself redirected: a chain to point at its end, or a loop to break. */
function chainsAndLoops(table: Table): string[] {
  const bySource = new Map(table.redirects.map((redirect) => [sourceKey(redirect.from), redirect]));
  const problems: string[] = [];
  const loops = new Set<string>();
  for (const start of table.redirects) {
    const steps = [start];
    let next = bySource.get(sourceKey(targetPath(start.to)));
    while (next && !steps.includes(next)) {
      steps.push(next);
      next = bySource.get(sourceKey(targetPath(next.to)));
    }
    if (steps.length === 1 && !next) continue;
    const path = [start.from, ...steps.map((step) => step.to)].join(" → ");
    if (next) {
      const cycle = steps.slice(steps.indexOf(next));
      const key = cycle
        .map((step) => sourceKey(step.from))
        .sort()
        .join(" ");
      if (cycle.includes(start) && !loops.has(key)) {
        loops.add(key);
        problems.push(`${start.origin}: redirect loop ${path}`);
      } else if (!cycle.includes(start)) {
        problems.push(`${describe(start)} leads into the redirect loop ${path}`);
      }
    } else {
      problems.push(
        `${describe(start)} is a chain (${path}): point it at ${steps[steps.length - 1].to} directly`,
      );
    }
  }
  return problems;
}

function isPage(site: BuiltSite, path: string): boolean {
  return site.pages.has(path) || site.pages.has(`${sourceKey(path)}/`) || site.pages.has(sourceKey(path));
}

function againstSite(table: Table, site: BuiltSite): string[] {
  const problems: string[] = [];
  for (const redirect of table.redirects) {
    const [page, fragment] = redirect.to.split("#");
    if (isPage(site, redirect.from)) {
      problems.push(
        `${describe(redirect)}: ${redirect.from} is a page of the site and the redirect would hide it ` +
          `(remove the entry, or mark it "overridden" to keep it documented)`,
      );
    }
    if (!site.pages.has(page)) {
      problems.push(`${describe(redirect)}: the target ${page} is not a page of the site`);
      continue;
    }
    const ids = site.anchors?.get(page);
    if (fragment !== undefined && ids && !ids.has(fragment)) {
      problems.push(`${describe(redirect)}: the page ${page} has no element with id "${fragment}"`);
    }
  }
  for (const entry of table.overridden) {
    if (!isPage(site, entry.from)) {
      problems.push(
        `${describe(entry)}: marked overridden by ${entry.overriddenBy}, but ${entry.from}/ is not a page ` +
          `of the site (remove "overridden" to make the redirect work again)`,
      );
    }
  }
  return problems;
}

/** Every problem of the table; with `site`, also those against the built pages. Empty means fine. */
export function checkRedirects(table: Table, site?: BuiltSite): string[] {
  return [...duplicates(table), ...chainsAndLoops(table), ...(site ? againstSite(table, site) : [])];
}
