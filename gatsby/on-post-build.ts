import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { writeEditorPage } from "./admin/write-editor";
import { writeDatasheets } from "./datasheets/write-datasheets";
import { siteConfiguration } from "./configuration/site-configuration";
import { writeNewsFeeds } from "./feeds/news-feeds";
import { emitHostFiles } from "./hosting/emit";
import { writeRobotsTxt } from "./robots/robots";
import { writeSearchIndex } from "./search/build-search-index";
import { writeSecurityTxt } from "./security-txt/security-txt";

/** One part under Gatsby's activity timer: the build's log, and so a publish's profile, shows its time. */
async function timed<T>(reporter: Reporter, name: string, work: () => Promise<T>): Promise<T> {
  const activity = reporter.activityTimer(name);
  activity.start();
  try {
    return await work();
  } finally {
    activity.end();
  }
}

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
  await timed(reporter, "news feeds", () =>
    writeNewsFeeds(graphql, publicDir, path.join(repoDir, "data", "locales")),
  );
  const datasheets = await timed(reporter, "datasheet PDFs", () =>
    writeDatasheets(repoDir, publicDir, new Date()),
  );
  reporter.info(
    `Datasheets: ${datasheets.rendered} PDFs rendered, ${datasheets.reused} unchanged taken from the cache`,
  );
  const indexed = await timed(reporter, "search index", () => writeSearchIndex(repoDir, publicDir, reporter));
  if (!indexed) return;
  // Before the host files: the editor's page gets its own policy there.
  const editor = await timed(reporter, "editor's page", () =>
    writeEditorPage({ repoDir, publicDir, config }),
  );
  reporter.info(`Editor's page: ${editor.files} files in public/admin/ (Decap CMS and its configuration)`);
  await timed(reporter, "host files", () =>
    emitHostFiles(
      { repoDir, publicDir, pages: new Set(pages.keys()), config, siteUrl: config.siteUrl },
      reporter,
    ),
  );
};
