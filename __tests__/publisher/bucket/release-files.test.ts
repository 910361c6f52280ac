/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { manifestOf, releaseObjects } from "../../../publisher/bucket/release-files.mjs";

describe("releaseObjects", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "release-objects-"));
    const write = (name: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    };
    write("index.html", "home");
    write("index.html.gz", "zipped");
    write("kontakt/index.html", "meta refresh");
    write("nginx-redirects.conf", "location");
    write("logo.svg", "<svg/>");
    write(
      "_object-storage.json",
      JSON.stringify({
        redirects: [
          { key: "kontakt/index.html", location: "/#contact" },
          { key: "kontakt", location: "/#contact" },
        ],
        policies: { "index.html": "home policy", "kontakt/index.html": "meta refresh policy" },
        svgPolicy: "svg policy",
      }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("hashes the files visitors get, with their policies, and puts the redirects where the meta-refresh pages were", async () => {
    const objects = await releaseObjects(dir);
    expect([...objects.keys()].sort()).toEqual(["index.html", "kontakt", "kontakt/index.html", "logo.svg"]);
    expect(objects.get("index.html")).toEqual({
      kind: "file",
      md5: "106a6c241b8797f52e1e77317b96a201",
      file: path.join(dir, "index.html"),
      policy: "home policy",
    });
    expect(objects.get("logo.svg")).toMatchObject({ kind: "file", policy: "svg policy" });
    expect(manifestOf("r1", objects)).toEqual({
      id: "r1",
      files: {
        "index.html": "106a6c241b8797f52e1e77317b96a201",
        "logo.svg": "677433a0892aaed7b7d2628c313c9775",
      },
      policies: { "index.html": "home policy", "logo.svg": "svg policy" },
      redirects: { kontakt: "/#contact", "kontakt/index.html": "/#contact" },
    });
  });

  it.each([
    '[{"key":1}]',
    '{"redirects":[],"policies":{"a":1},"svgPolicy":"x"}',
    '{"redirects":[{"key":""}]}',
  ])("refuses what the build did not write: %s", async (text) => {
    writeFileSync(path.join(dir, "_object-storage.json"), text);
    await expect(releaseObjects(dir)).rejects.toThrow("is not what the build writes");
  });
});
