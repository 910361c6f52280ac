// Serves a built site on loopback. The site is served by nginx with the production server block
// (scripts/production/nginx.sh, gzip_static sends the build's .gz copies); the reference, which has no nginx includes,
// by sirv, after .gz copies like the site's are written for it, so both send the same gzipped bytes.
import { execFile } from "node:child_process";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { constants, gzipSync } from "node:zlib";
import sirv from "sirv";

const run = promisify(execFile);
const NGINX = path.resolve(import.meta.dirname, "..", "scripts", "production", "nginx.sh");
const COMPRESSED = /\.(html|js|css|json|svg|xml|txt|map|webmanifest)$/;

/** nginx over `root` at http://127.0.0.1:port/ (started, or reloaded when it runs); returns { url, close }. */
export async function serveWithNginx(root, port) {
  await run("bash", [NGINX, "reload-or-start", String(port), root]);
  return { url: `http://127.0.0.1:${port}`, close: () => run("bash", [NGINX, "stop", String(port)]) };
}

async function gzipCopies(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSED.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    await writeFile(`${file}.gz`, gzipSync(await readFile(file), { level: constants.Z_BEST_COMPRESSION }));
  }
}

/** sirv over `root` (with .gz copies) at http://127.0.0.1:port/; returns { url, close }. */
export async function serveWithSirv(root, port) {
  await gzipCopies(root);
  const handler = sirv(root, { gzip: true, etag: true, dev: false });
  const server = createServer((request, response) =>
    handler(request, response, () => {
      response.statusCode = 404;
      response.end("Not Found");
    }),
  );
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
