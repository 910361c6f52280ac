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
    write(
      "_object-redirects.json",
      JSON.stringify([
        { key: "kontakt/index.html", location: "/#contact" },
        { key: "kontakt", location: "/#contact" },
      ]),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("hashes the files visitors get, and puts the redirects where the meta-refresh pages were", async () => {
    const objects = await releaseObjects(dir);
    expect([...objects.keys()].sort()).toEqual(["index.html", "kontakt", "kontakt/index.html"]);
    expect(objects.get("index.html")).toEqual({
      kind: "file",
      md5: "106a6c241b8797f52e1e77317b96a201",
      file: path.join(dir, "index.html"),
    });
    expect(manifestOf("r1", objects)).toEqual({
      id: "r1",
      files: { "index.html": "106a6c241b8797f52e1e77317b96a201" },
      redirects: { kontakt: "/#contact", "kontakt/index.html": "/#contact" },
    });
  });

  it("refuses a redirect list that is not one", async () => {
    writeFileSync(path.join(dir, "_object-redirects.json"), '[{"key":1}]');
    await expect(releaseObjects(dir)).rejects.toThrow("is not a list of { key, location }");
  });
});
