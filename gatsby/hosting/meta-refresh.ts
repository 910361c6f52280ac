/**
 * Pages for hosts that cannot redirect: one small HTML file at the old path that sends the visitor on at once
 * (docs/hosting.md). Pure.
 */
import commonDe from "../../data/locales/de/common.json";
import commonEn from "../../data/locales/en/common.json";
import type { Language } from "../../src/shared/i18n/languages";
import type { Redirect } from "./table";

/** Marks the files written here, so a later build can remove those whose entry is gone. */
export const META_REFRESH_MARKER = '<meta name="generator" content="legacy redirect">';

const TEXT: Record<Language, { title: string; movedTo: string }> = {
  en: commonEn.pageMoved,
  de: commonDe.pageMoved,
};

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? "",
  );
}

/** The file of a redirect's page inside public/: "datenschutz/index.html", or the old file's own name. */
export function metaRefreshFile(from: string): string {
  const decoded = decodeURIComponent(from).replace(/^\/+|\/+$/g, "");
  const last = decoded.split("/").pop() ?? "";
  return last.includes(".") ? decoded : `${decoded}/index.html`;
}

/** The page at a redirect's source; `siteUrl` (without trailing slash) makes the canonical link absolute. */
export function metaRefreshPage(redirect: Redirect, siteUrl: string): string {
  const text = TEXT[redirect.language];
  const [path, fragment] = redirect.to.split("#");
  const hash = fragment === undefined ? "" : `#${fragment}`;
  // JSON keeps the strings safe inside the script; the table's paths contain no "<".
  const keepQuery = `location.replace(${JSON.stringify(path)}+location.search+${JSON.stringify(hash)})`;
  return `<!DOCTYPE html>
<html lang="${redirect.language}">
<head>
<meta charset="utf-8">
<title>${escape(text.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${META_REFRESH_MARKER}
<link rel="canonical" href="${escape(`${siteUrl}${path}`)}">
<script>${keepQuery}</script>
<meta http-equiv="refresh" content="0; url=${escape(redirect.to)}">
</head>
<body>
<main>
<h1>${escape(text.title)}</h1>
<p>${escape(text.movedTo)} <a href="${escape(redirect.to)}">${escape(`${siteUrl}${redirect.to}`)}</a>.</p>
</main>
</body>
</html>
`;
}
