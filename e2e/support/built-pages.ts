import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const PUBLIC_DIR = path.join(__dirname, "..", "..", "public");

/** The meta-refresh pages of legacy addresses only move the visitor on; e2e/redirects.spec.ts tests them. */
function isLegacyRedirect(file: string): boolean {
  return readFileSync(file, "utf8").includes('<meta name="generator" content="legacy redirect">');
}

/**
 * Every HTML page of the build as the path a visitor requests ("/de/jobs/", "/404.html"); not the editor's
 * page (/admin/), which is Decap CMS's and for staff (e2e/editing.spec.ts tests it).
 */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const topLevel = dir === PUBLIC_DIR;
        if (
          !["page-data", "static", "_gatsby", "~partytown"].includes(entry.name) &&
          !(topLevel && entry.name === "admin")
        )
          walk(full);
      } else if (entry.name.endsWith(".html") && !isLegacyRedirect(full)) {
        const relative = `/${path.relative(PUBLIC_DIR, full).split(path.sep).join("/")}`;
        pages.push(relative.endsWith("/index.html") ? relative.slice(0, -"index.html".length) : relative);
      }
    }
  };
  walk(PUBLIC_DIR);
  return pages.sort();
}

/** The file a built page is served from. */
export function builtFile(page: string): string {
  return path.join(PUBLIC_DIR, page.endsWith("/") ? `${page}index.html` : page);
}

const FREE_HTML_TEMPLATE = "component---src-templates-news-post-tsx";

/** The Gatsby component that rendered a built page ("component---src-templates-material-tsx"), or its path. */
function templateOf(page: string): string {
  const name = page === "/" ? "index" : page.replace(/^\/|\/$/g, "");
  try {
    const data = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "page-data", name, "page-data.json"), "utf8"));
    return String(data.componentChunkName);
  } catch {
    return page;
  }
}

/**
 * The pages that stand for every page of the build in the checks a browser makes page by page: every page
 * of a template with one page per language, and of a template that renders a collection (a material, a
 * product, a filter of the materials) its page with the shortest address (the unfiltered list), its
 * smallest and its largest page in each language. Those pages share their
 * markup and styles and differ in their data only, which the checks of every built page's HTML (Nu Html
 * Checker, links, translation keys, link texts) read in full. A news post is checked on every page: its
 * body is HTML written in WordPress, each post's its own.
 */
export function representativePages(pages: string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    const template = templateOf(page);
    const key =
      template === FREE_HTML_TEMPLATE ? page : `${page.startsWith("/de/") ? "de" : "en"} ${template}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  const chosen = [...groups.values()].flatMap((group) => {
    if (group.length <= 2) return group;
    const bySize = [...group].sort((a, b) => statSync(builtFile(a)).size - statSync(builtFile(b)).size);
    const shortest = [...group].sort((a, b) => a.length - b.length)[0];
    return [shortest, bySize[0], bySize[bySize.length - 1]];
  });
  return [...new Set(chosen)].sort();
}
