import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt } from "./robots";
import { siteUrl } from "./site-url";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  await writeFile(path.join(program.directory, "public", "robots.txt"), robotsTxt(siteUrl()));
};
