/**
 * Files Gatsby leaves in public/ for the build, not for visitors, removed after it: every static host
 * publishes whatever lies there (docs/hosting.md).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { filesBelow } from "./precompress";

// Gatsby writes both anew in every build (its stats plugin starts empty in each process) and reads them only
// while rendering, before onPostBuild; the chunk map reaches the browser inlined in every page.
const NAMED_BUILD_FILES = new Set(["webpack.stats.json", "chunk-map.json"]);

/** Whether a file of public/ (its path relative to public/, with "/") must not be published. */
function isBuildFile(relativePath: string): boolean {
  const file = relativePath.replace(/\.gz$/, "");
  // The browser build writes no source maps; an older build's are removed.
  return NAMED_BUILD_FILES.has(file) || file.endsWith(".map");
}

/** Removes the files of public/ that must not be published, and their gzip copies; returns how many. */
export async function removeBuildFiles(publicDir: string): Promise<number> {
  const files = (await filesBelow(publicDir)).filter((file) =>
    isBuildFile(path.relative(publicDir, file).split(path.sep).join("/")),
  );
  await Promise.all(files.map((file) => rm(file)));
  return files.length;
}
