import { readdirSync, readFileSync } from "node:fs";
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
