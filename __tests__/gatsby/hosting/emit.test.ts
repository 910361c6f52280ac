/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Reporter } from "gatsby";
import { emitHostFiles, writeHostFiles } from "../../../gatsby/hosting/emit";
import { HOST_FILE_NAMES, isHostFile } from "../../../gatsby/hosting/host-files.mjs";
import { META_REFRESH_MARKER } from "../../../gatsby/hosting/meta-refresh";
import { FINGERPRINT_FILES } from "../../../gatsby/hosting/remembered-script-hashes";

const CONFIG = { keycloak: null, mailApiUrl: null, recaptchaSiteKey: null, gtmId: null, wordpressUrl: null };
const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script></head><body></body></html>`;

describe("writeHostFiles", () => {
  let repo: string;
  let publicDir: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const read = (name: string) => readFileSync(path.join(publicDir, name), "utf8");
  const run = (pages: string[]) =>
    writeHostFiles({
      repoDir: repo,
      publicDir,
      pages: new Set(pages),
      config: CONFIG,
      siteUrl: "https://x.test",
    });

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), "host-files-"));
    publicDir = path.join(repo, "public");
    for (const file of FINGERPRINT_FILES) write(path.join(repo, file), readFileSync(file, "utf8"));
    write(path.join(repo, "data/redirects.json"), JSON.stringify([{ from: "/equipment", to: "/machines" }]));
    write(path.join(repo, "data/products/one.json"), JSON.stringify({ slug: "one", legacySlugs: ["uno"] }));
    write(path.join(publicDir, "machines/index.html"), page("machines()"));
    write(path.join(publicDir, "de/machines/index.html"), page("maschinen()"));
    write(path.join(publicDir, "products/one/index.html"), page("one()"));
    write(path.join(publicDir, "de/products/one/index.html"), page("eins()"));
    write(path.join(publicDir, "404.html"), page("notFound()"));
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  const PAGES = ["/machines/", "/de/machines/", "/products/one/", "/de/products/one/", "/404.html"];

  it("writes the files of every host kind", async () => {
    const result = await run(PAGES);
    expect(result.problems).toEqual([]);
    expect(result.redirects).toBe(4);
    expect(read("nginx-redirects.conf")).toContain(
      'location = "/de/equipment/" { return 301 "/de/machines/$is_args$args"; }',
    );
    expect(read("_redirects")).toContain("/products/uno /products/one/ 301!");
    const storage = JSON.parse(read("_object-storage.json"));
    expect(storage.redirects).toContainEqual({
      key: "de/products/uno/index.html",
      location: "/de/products/one/",
    });
    expect(storage.policies["de/machines/index.html"]).toMatch(
      /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
    expect(read("_cloudfront-function.js")).toContain("function handler(event)");
    expect(read("de/products/uno/index.html")).toContain('content="0; url=/de/products/one/"');
    expect(read("nginx-csp.conf")).toMatch(
      /"\/de\/machines\/index\.html" "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
    expect(read("_headers")).toMatch(/^\/404\.html\n {2}Content-Security-Policy: /m);
    expect(existsSync(path.join(publicDir, "machines/index.html.gz"))).toBe(true);
  });

  it("writes no file at the top of public/ that the host-file rule misses (nginx, the bucket, the preview server)", async () => {
    const before = new Set(readdirSync(publicDir));
    await run(PAGES);
    const written = readdirSync(publicDir).filter(
      (name) => !before.has(name) && !name.endsWith(".gz") && statSync(path.join(publicDir, name)).isFile(),
    );
    expect(written.sort()).toEqual([
      "_cloudfront-function.js",
      "_headers",
      "_object-storage.json",
      "_redirects",
      "nginx-csp.conf",
      "nginx-redirects.conf",
    ]);
    expect(written.filter((name) => !isHostFile(name))).toEqual([]);
    expect(["index.html", "404.html", "page-data/app-data.json", "_headers/x"].filter(isHostFile)).toEqual(
      [],
    );
    // nginx cannot import the rule: its server block repeats the pattern, unchanged.
    const server = readFileSync(path.join(__dirname, "../../../deploy/nginx/site-server.conf"), "utf8");
    expect(server).toContain(`|${HOST_FILE_NAMES})$") {`);
  });

  it("sends a legacy news post that left WordPress to the news index, with a warning", async () => {
    write(
      path.join(repo, "data/legacy-news.json"),
      JSON.stringify([{ from: "/de/news/2020/06/kupfer", to: "/de/news/kupfer/", language: "de" }]),
    );
    const result = await run([...PAGES, "/news/", "/de/news/"]);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([expect.stringContaining("/de/news/2020/06/kupfer leads to /de/news/")]);
    expect(read("nginx-redirects.conf")).toContain(
      'location = "/de/news/2020/06/kupfer/" { return 301 "/de/news/$is_args$args"; }',
    );
  });

  it("takes Gatsby's build files and any source map out of public/", async () => {
    for (const name of [
      "webpack.stats.json",
      "chunk-map.json",
      "chunk-map.json.gz",
      "app-1.js.map",
      "app-1.js",
    ])
      write(path.join(publicDir, name), "{}");
    const result = await run(PAGES);
    expect(result.buildFiles).toBe(4);
    for (const name of ["webpack.stats.json", "chunk-map.json", "chunk-map.json.gz", "app-1.js.map"])
      expect(existsSync(path.join(publicDir, name))).toBe(false);
    expect(existsSync(path.join(publicDir, "app-1.js"))).toBe(true);
  });

  it("gives the meta-refresh pages no policy and replaces those of an earlier build", async () => {
    write(path.join(publicDir, "retired/index.html"), `<html>${META_REFRESH_MARKER}</html>`);
    await run(PAGES);
    expect(existsSync(path.join(publicDir, "retired/index.html"))).toBe(false);
    expect(read("nginx-csp.conf")).not.toContain("/equipment/");
    expect(read("equipment/index.html")).toContain(META_REFRESH_MARKER);
  });

  it("writes nothing and names the entry when a target is not a page", async () => {
    const result = await run(PAGES.filter((pagePath) => pagePath !== "/de/machines/"));
    expect(result.problems).toEqual([
      'data/redirects.json: entry "/equipment": /de/equipment → /de/machines/: the target /de/machines/ is not a page of the site',
    ]);
    expect(existsSync(path.join(publicDir, "_redirects"))).toBe(false);
    expect(existsSync(path.join(publicDir, "equipment"))).toBe(false);
  });

  describe("emitHostFiles, for the build", () => {
    const reporter = () => ({ info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() });
    const emit = (pages: string[], to: ReturnType<typeof reporter>) =>
      emitHostFiles(
        { repoDir: repo, publicDir, pages: new Set(pages), config: CONFIG, siteUrl: "https://x.test" },
        to as unknown as Reporter,
      );

    it("reports what it wrote", async () => {
      const to = reporter();
      await emit(PAGES, to);
      expect(to.info).toHaveBeenCalledWith(expect.stringMatching(/^Hosting files: 4 redirects /));
      expect(to.panicOnBuild).not.toHaveBeenCalled();
    });

    it("fails the build naming each problem of the table", async () => {
      const to = reporter();
      await emit(["/machines/"], to);
      expect(to.panicOnBuild).toHaveBeenCalledWith(
        expect.stringMatching(
          /^The redirect table has \d+ problem\(s\):\n {2}data\/redirects\.json: entry "\/equipment"/,
        ),
      );
      expect(to.info).not.toHaveBeenCalled();
    });
  });
});
