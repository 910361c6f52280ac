import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeEditorPage } from "./admin/write-editor";
import { writeDatasheets } from "./datasheets/write-datasheets";
import { siteConfiguration } from "./configuration/site-configuration";
import { writeNewsFeeds } from "./feeds/news-feeds";
import { emitHostFiles } from "./hosting/emit";
import { writeRobotsTxt } from "./robots/robots";
import { writeSearchIndex } from "./search/build-search-index";
import { writeSecurityTxt } from "./security-txt/security-txt";

/** After the pages exist: the files beside them, each by its concern; the host files last, as they cover all. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql }) => {
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, unknown>;
  };
  const repoDir = program.directory;
  const publicDir = path.join(repoDir, "public");
  const config = siteConfiguration();
  await writeRobotsTxt(publicDir, config.siteUrl);
  await writeSecurityTxt(publicDir, config.siteUrl);
  await writeNewsFeeds(graphql, publicDir, path.join(repoDir, "data", "locales"));
  reporter.info(`Datasheets: ${await writeDatasheets(repoDir, publicDir, new Date())} PDFs generated`);
  if (!(await writeSearchIndex(repoDir, publicDir, reporter))) return;
  // Before the host files: the editor's page gets its own policy there.
  const editor = await writeEditorPage({ repoDir, publicDir, config });
  reporter.info(`Editor's page: ${editor.files} files in public/admin/ (Decap CMS and its configuration)`);
  await emitHostFiles(
    { repoDir, publicDir, pages: new Set(pages.keys()), config, siteUrl: config.siteUrl },
    reporter,
  );
};
