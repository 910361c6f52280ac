// Serves the built site (public/) like production nginx does (deploy/nginx/site.conf), from the files the
// build wrote for Netlify-style hosts: the legacy redirects of public/_redirects (301, query kept),
// directory paths sent to their trailing slash with a 301, unknown paths answered 404 with the not-found
// page of their language, and the headers of public/_headers (security headers, each page's
// Content-Security-Policy, a year of caching for hashed assets, no-cache for the rest). sirv serves the
// files, the build's .gz copies included.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { isHostFile } from "../../gatsby/hosting/host-files.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "public");
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(path.join(root, "index.html"))) {
  console.error("public/ has no build: run 'npm run build' first (or 'npm start' to build and serve).");
  process.exit(1);
}

function hostFile(name) {
  const file = path.join(root, name);
  if (existsSync(file)) return readFileSync(file, "utf8");
  console.warn(`public/${name} is missing (built before the redirects existed?): rebuild the site.`);
  return "";
}

function decoded(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** `/old /new/ 301!` lines → Map of decoded old path → { to, status }. */
function readRedirects(text) {
  const redirects = new Map();
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to) continue;
    redirects.set(decoded(from), { to, status: Number.parseInt(status ?? "301", 10) });
  }
  return redirects;
}

/** A path line followed by indented `Name: value` lines → [{ path, headers: [[name, value]] }]. */
function readHeaderRules(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else if (rules.length > 0) {
      const separator = line.indexOf(":");
      rules.at(-1).headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

const redirects = readRedirects(hostFile("_redirects"));
const headerRules = readHeaderRules(hostFile("_headers"));

/** The headers of every rule matching `pathname` ("/*" splats by prefix); one header's values joined. */
function headersFor(pathname) {
  const headers = new Map();
  for (const rule of headerRules) {
    const matches = rule.path.endsWith("*")
      ? pathname.startsWith(rule.path.slice(0, -1))
      : rule.path === pathname;
    if (!matches) continue;
    for (const [name, value] of rule.headers) {
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
  }
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  return headers;
}

function setHeaders(response, pathname) {
  for (const [name, value] of headersFor(pathname)) response.setHeader(name, value);
}

/** The Location for a redirect target and the request's query: the query goes before the #fragment. */
function location(to, search) {
  const [target, fragment] = to.split("#");
  return `${target}${search}${fragment === undefined ? "" : `#${fragment}`}`;
}

function notFound(request, response) {
  const { pathname } = new URL(request.url, "http://preview");
  const page = pathname.startsWith("/de/") ? "/de/404.html" : "/404.html";
  setHeaders(response, page);
  response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
  response.end(readFileSync(path.join(root, page)));
}

const serveStatic = sirv(root, { dev: false, etag: true, gzip: true, onNoMatch: notFound });

createServer((request, response) => {
  const url = new URL(request.url, "http://preview");
  const pathname = decoded(url.pathname);
  // A file the build wrote for the host, not for visitors (nginx answers it with 404 too).
  if (isHostFile(pathname.slice(1))) return notFound(request, response);

  const redirect = redirects.get(pathname);
  const directory = path.join(root, pathname);
  const target = redirect
    ? location(redirect.to, url.search)
    : !pathname.endsWith("/") && directory.startsWith(root) && existsSync(path.join(directory, "index.html"))
      ? `${url.pathname}/${url.search}`
      : null;
  if (target !== null) {
    setHeaders(response, pathname);
    response.writeHead(redirect?.status ?? 301, { Location: target });
    response.end();
    return;
  }
  setHeaders(response, pathname);
  serveStatic(request, response);
}).listen(port, host, () => {
  console.log(`The site is served at http://${host}:${port}/ (Ctrl+C stops it)`);
});
