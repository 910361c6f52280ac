/**
 * Files Gatsby leaves in public/ that are for the build, not for visitors: every static host publishes
 * whatever lies there, so they are removed after the build (deploy/nginx/site-server.conf also refuses them,
 * for a folder copied from an older build).
 *
 * webpack.stats.json and chunk-map.json: Gatsby writes both anew in every build's browser compilation (its
 * webpack stats plugin starts empty in each process) and reads them only while rendering the pages, before
 * onPostBuild; the chunk map reaches the browser inlined in every page. Source maps: the browser build
 * writes none (gatsby/on-create-webpack-config.ts); an older build's are removed here.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { filesBelow } from "./precompress";

const NAMED_BUILD_FILES = new Set(["webpack.stats.json", "chunk-map.json"]);

/** Whether a file of public/ (its path relative to public/, with "/") must not be published. */
function isBuildFile(relativePath: string): boolean {
  const file = relativePath.replace(/\.gz$/, "");
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
