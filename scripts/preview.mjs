// Serves the built site (public/) like production nginx does: directory paths get their trailing slash
// with a 301, unknown paths answer 404 with the not-found page of their language.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(path.join(root, "index.html"))) {
  console.error("public/ has no build: run 'npm run build' first (or 'npm start' to build and serve).");
  process.exit(1);
}

const notFoundPage = (pathname) =>
  readFileSync(path.join(root, pathname.startsWith("/de/") ? "de/404.html" : "404.html"));

const serveStatic = sirv(root, {
  dev: false,
  etag: true,
  gzip: true,
  onNoMatch(request, response) {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    response.end(notFoundPage(new URL(request.url, "http://preview").pathname));
  },
});

createServer((request, response) => {
  const url = new URL(request.url, "http://preview");
  const directory = path.join(root, decodeURIComponent(url.pathname));
  if (
    !url.pathname.endsWith("/") &&
    directory.startsWith(root) &&
    existsSync(path.join(directory, "index.html"))
  ) {
    response.writeHead(301, { Location: `${url.pathname}/${url.search}` });
    response.end();
    return;
  }
  serveStatic(request, response);
}).listen(port, host, () => {
  console.log(`The site is served at http://${host}:${port}/ (Ctrl+C stops it)`);
});
