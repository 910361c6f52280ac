/**
 * The files Netlify-style hosts (Netlify, Cloudflare Pages and others reading the same format) take from the
 * published folder: `_redirects` and `_headers`. Pure.
 */
import { isPreviewPage } from "../../src/preview/preview-page";
import { isEditorPage } from "../admin/editor-page";
import { isEditorPreviewPage } from "../../src/editor-preview/editor-preview-page";
import {
  SECURITY_HEADERS,
  IMMUTABLE_CACHE_CONTROL,
  SVG_CONTENT_SECURITY_POLICY,
  SVG_PATHS,
} from "./security-headers";
import { sourcePaths, type Redirect } from "./table";

const GENERATED = "# Written by the build (gatsby/hosting/); do not edit.";

/**
 * `/old /new/ 301!` for each source and slash form. The "!" forces the redirect although a file exists at
 * the old path: the meta-refresh page written there for plain hosts would otherwise shadow the rule. The
 * host keeps the query string by itself.
 */
export function netlifyRedirects(redirects: readonly Redirect[]): string {
  const lines = [GENERATED];
  for (const redirect of redirects) {
    lines.push(`# ${redirect.origin}`);
    for (const source of sourcePaths(redirect.from)) lines.push(`${source} ${redirect.to} 301!`);
  }
  return `${lines.join("\n")}\n`;
}

export interface HeadersInput {
  /** Each page's Content-Security-Policy by the path it is requested at ("/jobs/", "/404.html"). */
  readonly pages: readonly { readonly path: string; readonly policy: string }[];
  /** Hashed assets that may be cached for a year ("/app-0123….js"); "/static/*" is always one of them. */
  readonly immutableAssets: readonly string[];
}

/**
 * The security headers on every path, a year of caching for hashed assets, each page's policy on that page
 * only, and the SVG policy on SVG files: where several rules match, these hosts join the values of one
 * header with commas, which for Content-Security-Policy would mean several policies that all apply, so no
 * rule for "/*" carries one (and no page path ends in ".svg").
 */
export function netlifyHeaders({ pages, immutableAssets }: HeadersInput): string {
  const rule = (path: string, headers: readonly (readonly [string, string])[]) => [
    path,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ];
  const cache = [["Cache-Control", IMMUTABLE_CACHE_CONTROL]] as const;
  return `${[
    GENERATED,
    ...rule("/*", SECURITY_HEADERS),
    ...rule("/static/*", cache),
    ...immutableAssets.filter((path) => !path.startsWith("/static/")).flatMap((path) => rule(path, cache)),
    ...SVG_PATHS.flatMap((path) => rule(path, [["Content-Security-Policy", SVG_CONTENT_SECURITY_POLICY]])),
    ...pages.flatMap((page) =>
      rule(page.path, [
        ["Content-Security-Policy", page.policy],
        // The draft preview and the editor's preview show unsaved text, the editor's page is for staff: never
        // in a search engine.
        ...(isPreviewPage(page.path) || isEditorPage(page.path) || isEditorPreviewPage(page.path)
          ? ([["X-Robots-Tag", "noindex"]] as const)
          : []),
        ...(isEditorPage(page.path) ? ([["Cache-Control", "no-store"]] as const) : []),
      ]),
    ),
  ].join("\n")}\n`;
}
