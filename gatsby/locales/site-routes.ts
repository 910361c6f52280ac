/** The site's routes, from the files in src/pages: "/", "/jobs", "/machines/metal-lbpf", … (not the 404). */
import fs from "node:fs";
import path from "node:path";

export function siteRoutes(pagesDir: string, base = ""): string[] {
  return fs.readdirSync(pagesDir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return siteRoutes(path.join(pagesDir, entry.name), `${base}/${entry.name}`);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const name = entry.name.replace(/\.tsx?$/, "");
    if (name === "404") return [];
    return [name === "index" ? base || "/" : `${base}/${name}`];
  });
}
