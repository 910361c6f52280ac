/**
 * After the build: checks the redirect table against the pages that exist, then writes what each kind of host
 * needs into public/ (docs/hosting.md).
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Reporter } from "gatsby";
import { isPreviewPage } from "../../src/preview/preview-page";
import { isEditorPage } from "../admin/editor-page";
import { isEditorPreviewPage } from "../../src/editor-preview/editor-preview-page";
import { contentSecurityPolicy, type CspConfig } from "./csp";
import { removeEmptyFolders } from "./empty-folders";
import { applyFallbacks } from "./fallback";
import { loadRedirectTable } from "./load";
import { META_REFRESH_MARKER, metaRefreshFile, metaRefreshPage } from "./meta-refresh";
import { netlifyHeaders, netlifyRedirects } from "./netlify";
import { OBJECT_STORAGE_FILE, objectStorage } from "./object-storage";
import { cloudFrontFunction, CLOUDFRONT_FUNCTION_FILE } from "./cloudfront";
import { nginxCspMap, nginxRedirects, type PagePolicy } from "./nginx";
import { precompress } from "./precompress";
import { rememberedScriptHashes } from "./remembered-script-hashes";
import { IMMUTABLE_ASSET } from "./security-headers";
import { removeBuildFiles } from "./build-files";
import { sourcePaths, targetPath, type Redirect } from "./table";
import { checkRedirects } from "./validate";

export interface HostFilesInput {
  readonly repoDir: string;
  readonly publicDir: string;
  /** The paths of the pages Gatsby created in this build. */
  readonly pages: ReadonlySet<string>;
  readonly config: CspConfig;
  /** The public address, without trailing slash, for the meta-refresh pages' canonical links. */
  readonly siteUrl: string;
}

export interface HostFilesResult {
  /** When not empty, nothing was written and the build must fail. */
  readonly problems: readonly string[];
  /** Redirects pointed at their fallback because their target left WordPress; the build goes on. */
  readonly warnings: readonly string[];
  readonly redirects: number;
  readonly metaRefreshPages: number;
  readonly pagePolicies: number;
  readonly gzipped: number;
  /** Build files removed from public/ (source maps, webpack.stats.json, chunk-map.json). */
  readonly buildFiles: number;
}

/** Folders of public/ that hold no pages (Gatsby's slice fragments live in _gatsby/). */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "~partytown"]);

async function htmlFiles(dir: string, publicDir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return dir === publicDir && NOT_PAGES.has(entry.name) ? [] : htmlFiles(full, publicDir);
      return entry.isFile() && entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

/** "/jobs/index.html" → the request paths of that file: ["/jobs/", "/jobs/index.html"]. */
function requestPaths(file: string, publicDir: string): string[] {
  const uri = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
  return uri.endsWith("/index.html") ? [uri.slice(0, -"index.html".length), uri] : [uri];
}

/** The element ids of the pages that a redirect's #fragment points into. */
async function fragmentAnchors(redirects: readonly Redirect[], publicDir: string) {
  const anchors = new Map<string, Set<string>>();
  for (const page of new Set(redirects.filter((r) => r.to.includes("#")).map((r) => targetPath(r.to)))) {
    const file = path.join(publicDir, decodeURIComponent(page), "index.html");
    if (!existsSync(file)) continue;
    const html = await readFile(file, "utf8");
    anchors.set(page, new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1])));
  }
  return anchors;
}

function isPage(pages: ReadonlySet<string>, from: string): boolean {
  return sourcePaths(from).some((form) => pages.has(form));
}

export async function writeHostFiles(input: HostFilesInput): Promise<HostFilesResult> {
  const { publicDir, pages, config } = input;
  const { table, warnings } = applyFallbacks(loadRedirectTable(input.repoDir), pages);
  const anchors = await fragmentAnchors(table.redirects, publicDir);
  const problems = [...table.problems, ...checkRedirects(table, { pages, anchors })];
  if (problems.length > 0) {
    const nothing = { redirects: 0, metaRefreshPages: 0, pagePolicies: 0, gzipped: 0, buildFiles: 0 };
    return { problems, warnings, ...nothing };
  }

  // Every page's policy; the meta-refresh pages of an earlier build are removed and written anew below.
  const policies: { paths: string[]; policy: string }[] = [];
  const scriptHashes = await rememberedScriptHashes(input.repoDir);
  for (const file of await htmlFiles(publicDir, publicDir)) {
    const html = await readFile(file, "utf8");
    if (html.includes(META_REFRESH_MARKER)) await rm(file);
    else {
      const paths = requestPaths(file, publicDir);
      const readsWordPress = isPreviewPage(paths[0]);
      const editor = isEditorPage(paths[0]);
      const framedByEditor = isEditorPreviewPage(paths[0]);
      policies.push({
        paths,
        policy: contentSecurityPolicy(config, scriptHashes.hashesOf(html), {
          readsWordPress,
          editor,
          framedByEditor,
        }),
      });
    }
  }
  policies.sort((a, b) => a.paths[0].localeCompare(b.paths[0]));
  await scriptHashes.save();

  let metaRefreshPages = 0;
  for (const redirect of table.redirects) {
    const file = path.join(publicDir, metaRefreshFile(redirect.from));
    if (isPage(pages, redirect.from) || existsSync(file)) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, metaRefreshPage(redirect, input.siteUrl));
    metaRefreshPages += 1;
  }

  const write = (name: string, content: string) => writeFile(path.join(publicDir, name), content);
  const pagePolicies: PagePolicy[] = policies.flatMap(({ paths, policy }) =>
    paths.map((uri) => ({ uri, policy })),
  );
  const immutableAssets = (await readdir(publicDir))
    .map((name) => `/${name}`)
    .filter((uri) => IMMUTABLE_ASSET.test(uri))
    .sort();
  await write("nginx-redirects.conf", nginxRedirects(table.redirects));
  await write("nginx-csp.conf", nginxCspMap(pagePolicies, contentSecurityPolicy(config, [])));
  await write("_redirects", netlifyRedirects(table.redirects));
  const notFound = policies.find(({ paths }) => paths.includes("/404.html"));
  await write(
    OBJECT_STORAGE_FILE,
    `${JSON.stringify(
      objectStorage(
        table.redirects,
        policies.map(({ paths, policy }) => ({ file: paths[paths.length - 1], policy })),
      ),
      null,
      1,
    )}\n`,
  );
  await write(
    CLOUDFRONT_FUNCTION_FILE,
    cloudFrontFunction({ notFoundPolicy: notFound?.policy ?? contentSecurityPolicy(config, []) }),
  );
  await write(
    "_headers",
    netlifyHeaders({
      pages: policies.map(({ paths, policy }) => ({ path: paths[0], policy })),
      immutableAssets,
    }),
  );

  const buildFiles = await removeBuildFiles(publicDir);
  const gzipped = await precompress(publicDir);
  await removeEmptyFolders(publicDir);
  return {
    problems,
    warnings,
    redirects: table.redirects.length,
    metaRefreshPages,
    pagePolicies: policies.length,
    gzipped,
    buildFiles,
  };
}

/** writeHostFiles for the build: warnings and report to Gatsby; a problem of the table fails the build. */
export async function emitHostFiles(input: HostFilesInput, reporter: Reporter): Promise<void> {
  const result = await writeHostFiles(input);
  for (const warning of result.warnings) reporter.warn(warning);
  if (result.problems.length > 0) {
    const list = result.problems.join("\n  ");
    reporter.panicOnBuild(`The redirect table has ${result.problems.length} problem(s):\n  ${list}`);
    return;
  }
  reporter.info(
    `Hosting files: ${result.redirects} redirects (nginx, _redirects, ${result.metaRefreshPages} meta-refresh ` +
      `pages), Content-Security-Policy of ${result.pagePolicies} pages, ${result.gzipped} gzip copies; ` +
      `${result.buildFiles} build files taken out of public/ (source maps, webpack stats, chunk map)`,
  );
}
