import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import site from "../data/site.json";
import { writeEditorPage } from "./admin/write-editor";
import { writeNewsFeeds } from "./feeds/news-feeds";
import { writeHostFiles } from "./hosting/emit";
import { robotsTxt } from "./robots/robots";
import { buildSearchIndex } from "./search/build-search-index";
import { securityTxt } from "./security-txt/security-txt";
import { siteConfiguration } from "./configuration/site-configuration";

/**
 * After the pages exist: robots.txt, /.well-known/security.txt, the news feeds and the search index
 * (public/pagefind/), the editor's page (public/admin/), then the files each kind of host needs (redirects for nginx, Netlify-style and plain
 * hosts, the security headers with each page's Content-Security-Policy, gzip copies) and the build's own files taken out of public/. A redirect to a
 * page that does not exist stops the build, naming the entry; a legacy news redirect whose post left
 * WordPress leads to the news index instead, with a warning.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql }) => {
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, unknown>;
  };
  const config = siteConfiguration();
  const publicDir = path.join(program.directory, "public");
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(config.siteUrl));
  await mkdir(path.join(publicDir, ".well-known"), { recursive: true });
  await writeFile(
    path.join(publicDir, ".well-known", "security.txt"),
    securityTxt({ siteUrl: config.siteUrl, email: site.contacts.email, builtAt: new Date() }),
  );
  await writeNewsFeeds(graphql, publicDir, path.join(program.directory, "data", "locales"));
  try {
    reporter.info(await buildSearchIndex(program.directory, publicDir));
  } catch (error) {
    const output = error as { stderr?: string; message: string };
    reporter.panicOnBuild(`The search index could not be built: ${output.stderr || output.message}`);
    return;
  }

  // Before the host files: the editor's page gets its own policy there.
  const editor = await writeEditorPage({ repoDir: program.directory, publicDir, config });
  reporter.info(`Editor's page: ${editor.files} files in public/admin/ (Decap CMS and its configuration)`);

  const result = await writeHostFiles({
    repoDir: program.directory,
    publicDir,
    pages: new Set(pages.keys()),
    config,
    siteUrl: config.siteUrl,
  });
  for (const warning of result.warnings) reporter.warn(warning);
  if (result.problems.length > 0) {
    reporter.panicOnBuild(
      `The redirect table has ${result.problems.length} problem(s):\n  ${result.problems.join("\n  ")}`,
    );
    return;
  }
  reporter.info(
    `Hosting files: ${result.redirects} redirects (nginx, _redirects, ${result.metaRefreshPages} meta-refresh ` +
      `pages), Content-Security-Policy of ${result.pagePolicies} pages, ${result.gzipped} gzip copies; ` +
      `${result.unpublished} build files taken out of public/ (source maps, webpack stats, chunk map)`,
  );
};
