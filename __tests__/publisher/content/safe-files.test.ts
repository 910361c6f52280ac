/** @jest-environment node */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ContentPathError } from "../../../publisher/content/content-paths.mjs";
import { ContentFiles } from "../../../publisher/content/safe-files.mjs";

describe("ContentFiles", () => {
  let dir: string;
  let root: string;
  let outside: string;
  let files: ContentFiles;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "safe-files-"));
    root = path.join(dir, "site");
    outside = path.join(dir, "outside");
    mkdirSync(path.join(root, "data", "jobs"), { recursive: true });
    mkdirSync(outside);
    writeFileSync(path.join(outside, "secret.json"), "{}");
    files = new ContentFiles(root);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const link = (target: string, at: string) => symlinkSync(target, path.join(root, at));

  it("writes a file, making its folders, and reads it back", async () => {
    await files.write("data/images/jobs/a.png", Buffer.from("png"));
    expect((await files.read("data/images/jobs/a.png"))!.toString()).toBe("png");
  });

  it("replaces a file, leaving no temporary file beside it", async () => {
    await files.write("data/jobs/a.json", Buffer.from("old"));
    await files.write("data/jobs/a.json", Buffer.from("new"));
    expect(readdirSync(path.join(root, "data", "jobs"))).toEqual(["a.json"]);
    expect(readFileSync(path.join(root, "data", "jobs", "a.json"), "utf8")).toBe("new");
  });

  it("leaves no temporary file when a write fails", async () => {
    mkdirSync(path.join(root, "data", "jobs", "a.json", "in-the-way"), { recursive: true });
    await expect(files.write("data/jobs/a.json", Buffer.from("{}"))).rejects.toThrow();
    expect(readdirSync(path.join(root, "data", "jobs"))).toEqual(["a.json"]);
  });

  it("writes a file readable by all and writable by its owner only", async () => {
    const mask = process.umask(0);
    try {
      await files.write("data/jobs/a.json", Buffer.from("{}"));
    } finally {
      process.umask(mask);
    }
    expect(statSync(path.join(root, "data", "jobs", "a.json")).mode & 0o777).toBe(0o644);
  });

  it("reads no file where there is none, or where a folder is", async () => {
    expect(await files.read("data/jobs/missing.json")).toBeNull();
    expect(await files.read("data/jobs")).toBeNull();
  });

  it("lists a folder's plain files, sorted, without its folders", async () => {
    for (const name of ["b.json", "a.json"]) writeFileSync(path.join(root, "data", "jobs", name), "{}");
    mkdirSync(path.join(root, "data", "jobs", "old"));
    expect(await files.list("data/jobs")).toEqual(["a.json", "b.json"]);
  });

  it("lists nothing in a folder that does not exist", async () => {
    expect(await files.list("data/team")).toEqual([]);
  });

  it("removes a file, and removing a missing one is no error", async () => {
    writeFileSync(path.join(root, "data", "jobs", "a.json"), "{}");
    await files.remove("data/jobs/a.json");
    await files.remove("data/jobs/a.json");
    expect(readdirSync(path.join(root, "data", "jobs"))).toEqual([]);
  });

  describe("refuses a path through a link, with a ContentPathError", () => {
    it("when reading a linked file", async () => {
      link(path.join(outside, "secret.json"), "data/jobs/a.json");
      await expect(files.read("data/jobs/a.json")).rejects.toBeInstanceOf(ContentPathError);
    });

    it("when writing into a linked folder, leaving its target as it was", async () => {
      link(outside, "data/team");
      await expect(files.write("data/team/secret.json", Buffer.from("changed"))).rejects.toBeInstanceOf(
        ContentPathError,
      );
      expect(readFileSync(path.join(outside, "secret.json"), "utf8")).toBe("{}");
    });

    it("when writing over a link to a file", async () => {
      link(path.join(outside, "secret.json"), "data/jobs/a.json");
      await expect(files.write("data/jobs/a.json", Buffer.from("changed"))).rejects.toBeInstanceOf(
        ContentPathError,
      );
      expect(readFileSync(path.join(outside, "secret.json"), "utf8")).toBe("{}");
    });

    it("when listing a linked folder", async () => {
      link(outside, "data/team");
      await expect(files.list("data/team")).rejects.toBeInstanceOf(ContentPathError);
    });

    it("when removing a linked file, leaving its target", async () => {
      link(outside, "data/team");
      await expect(files.remove("data/team/secret.json")).rejects.toBeInstanceOf(ContentPathError);
      expect(readdirSync(outside)).toEqual(["secret.json"]);
    });

    it("when a link is dangling", async () => {
      link(path.join(outside, "missing"), "data/team");
      await expect(files.write("data/team/a.json", Buffer.from("{}"))).rejects.toBeInstanceOf(
        ContentPathError,
      );
      expect(readdirSync(outside)).toEqual(["secret.json"]);
    });
  });
});
