/** @jest-environment node */
import {
  PHASES,
  REVALIDATE_CACHE_CONTROL,
  cacheControlOf,
  contentTypeOf,
  isUploaded,
  phaseOf,
} from "../../../publisher/bucket/object-rules.mjs";
import { IMMUTABLE_CACHE_CONTROL } from "../../../gatsby/hosting/security-headers";

const phase = (key: string) => PHASES[phaseOf(key)];

describe("a release file as an object of the bucket", () => {
  it("leaves out gzip copies, the host files and dot files", () => {
    expect(
      [
        "index.html",
        "index.html.gz",
        "_redirects",
        "_headers",
        "_object-storage.json",
        "nginx-csp.conf",
        ".well-known/x",
        "static/a/.hidden",
        "page-data/app-data.json",
      ].filter(isUploaded),
    ).toEqual(["index.html", "page-data/app-data.json"]);
  });

  it("goes up in the order that never shows a broken page", () => {
    expect(phase("app-4e1f0c2b9a8d7e6f5a4b.js")).toBe("assets");
    expect(phase("static/0a1b2c/photo.webp")).toBe("assets");
    expect(phase("pagefind/fragment/en_3f2a1b0c9d.pf_fragment")).toBe("assets");
    expect(phase("files/datasheet.pdf")).toBe("files");
    expect(phase("pagefind/pagefind.js")).toBe("files");
    expect(phase("page-data/jobs/page-data.json")).toBe("page-data");
    expect(phase("pagefind/pagefind-entry.json")).toBe("page-data");
    expect(phase("de/jobs/index.html")).toBe("html");
    expect(phase("page-data/app-data.json")).toBe("app-data");
    expect(PHASES).toEqual(["assets", "files", "page-data", "html", "app-data"]);
  });

  it("is cached for a year only when its name changes with its content", () => {
    expect(cacheControlOf("app-4e1f0c2b9a8d7e6f5a4b.js")).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(cacheControlOf("static/0a1b2c/photo.webp")).toBe(IMMUTABLE_CACHE_CONTROL);
    for (const key of [
      "index.html",
      "page-data/app-data.json",
      "sitemap-index.xml",
      "pagefind/pagefind.js",
    ]) {
      expect(cacheControlOf(key)).toBe(REVALIDATE_CACHE_CONTROL);
    }
  });

  it("has the Content-Type of its kind, with the charset of text", () => {
    expect(contentTypeOf("de/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeOf("app-4e1f0c2b9a8d7e6f5a4b.js")).toMatch(
      /^(?:text|application)\/javascript; charset=utf-8$/,
    );
    expect(contentTypeOf("page-data/app-data.json")).toBe("application/json; charset=utf-8");
    expect(contentTypeOf("files/datasheet.pdf")).toBe("application/pdf");
    expect(contentTypeOf("pagefind/wasm.en.pagefind")).toBe("application/octet-stream");
  });
});
