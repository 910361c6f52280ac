/** @jest-environment node */
import { contentLayout } from "../../../gatsby/admin/content-layout";
import {
  ContentPathError,
  judgeContentFolder,
  judgeContentPath,
  normalisedPath,
} from "../../../publisher/content/content-paths.mjs";

const layout = contentLayout(["common", "jobs"]);

/** The error `judge` throws, for a test to look at. */
function refusal(judge: () => unknown): unknown {
  try {
    judge();
  } catch (error) {
    return error;
  }
  throw new Error("Nothing was refused");
}

describe("normalisedPath", () => {
  it("gives back a relative path of plain names as it is", () => {
    expect(normalisedPath("data/jobs/process-engineer.json")).toBe("data/jobs/process-engineer.json");
  });

  it.each([
    ["a missing path", undefined],
    ["an empty path", ""],
    ["a path that is no text", ["data/jobs/x.json"]],
    ["a parent folder", "data/../package.json"],
    ["a parent folder at the start", "../package.json"],
    ["a parent folder at the end", "data/jobs/.."],
    ["the current folder", "data/./jobs/x.json"],
    ["an encoded parent folder", "data/jobs/%2e%2e/x.json"],
    ["an encoded slash", "data%2fjobs/x.json"],
    ["backslashes", "data\\jobs\\x.json"],
    ["an absolute path", "/etc/passwd"],
    ["a NUL", "data/jobs/x\u0000.json"],
    ["a line break", "data/jobs/x\n.json"],
    ["a hidden file", "data/jobs/.x.json"],
    ["a hidden folder", ".git/config"],
    ["a double slash", "data//jobs/x.json"],
    ["a trailing slash", "data/jobs/"],
    ["a space", "data/jobs/x y.json"],
    ["a fullwidth lookalike of a dot", "data/jobs/\uff0e\uff0e/x.json"],
    ["a one-dot leader lookalike of a dot", "data/\u2024\u2024/x.json"],
    ["a lookalike of a slash", "data\u2215jobs/x.json"],
    ["a path longer than 300 characters", `data/${"a".repeat(300)}.json`],
  ])("refuses %s with a ContentPathError of status 400", (_case, raw) => {
    const error = refusal(() => normalisedPath(raw));
    expect(error).toBeInstanceOf(ContentPathError);
    expect(error).toMatchObject({ status: 400 });
  });
});

describe("judgeContentPath", () => {
  it("knows an entry of a collection folder, by its collection and key", () => {
    expect(judgeContentPath("data/jobs/process-engineer.json", layout)).toEqual({
      kind: "entry",
      collection: "jobs",
      key: "process-engineer",
      path: "data/jobs/process-engineer.json",
    });
  });

  it("knows a list and the settings as files", () => {
    expect(judgeContentPath("data/locations.json", layout)).toEqual({
      kind: "file",
      name: "locations",
      path: "data/locations.json",
    });
    expect(judgeContentPath("data/site.json", layout)).toEqual({
      kind: "file",
      name: "site",
      path: "data/site.json",
    });
  });

  it("knows a page's texts by the namespace's virtual file", () => {
    expect(judgeContentPath("data/locales/jobs.json", layout)).toEqual({
      kind: "texts",
      namespace: "jobs",
      path: "data/locales/jobs.json",
    });
  });

  it("knows an image and a PDF of a media folder, whatever the extension's case", () => {
    expect(judgeContentPath("data/images/jobs/Photo.JPG", layout)).toEqual({
      kind: "media",
      folder: "data/images/jobs",
      type: "image",
      path: "data/images/jobs/Photo.JPG",
    });
    expect(judgeContentPath("static/files/jobs/posting.pdf", layout)).toMatchObject({
      kind: "media",
      type: "pdf",
    });
  });

  it.each([
    ["a PDF in an image folder", "data/images/jobs/posting.pdf"],
    ["an image in a PDF folder", "static/files/jobs/photo.png"],
    ["a GIF", "data/images/jobs/photo.gif"],
    ["an HTML page in an image folder", "data/images/jobs/page.html"],
    ["a file without an extension", "data/images/jobs/photo"],
  ])("refuses %s", (_case, raw) => {
    expect(refusal(() => judgeContentPath(raw, layout))).toMatchObject({ status: 400 });
  });

  it.each([
    ["an entry whose key has capitals", "data/jobs/Engineer.json"],
    ["an entry that is not JSON", "data/jobs/engineer.txt"],
    ["an entry in a folder below the collection's", "data/jobs/old/engineer.json"],
    ["a page's texts in one language", "data/locales/en/jobs.json"],
    ["a namespace the layout does not have", "data/locales/team.json"],
    ["a collection only developers edit", "data/redirects.json"],
    ["a schema", "data/schemas/jobs.schema.json"],
    ["a file outside data/", "gatsby-node.ts"],
    ["the package file", "package.json"],
  ])("refuses %s", (_case, raw) => {
    expect(refusal(() => judgeContentPath(raw, layout))).toBeInstanceOf(ContentPathError);
  });
});

describe("judgeContentFolder", () => {
  it("knows a collection folder, with or without a trailing slash", () => {
    const jobs = { kind: "entries", collection: "jobs", folder: "data/jobs" };
    expect(judgeContentFolder("data/jobs", layout)).toEqual(jobs);
    expect(judgeContentFolder("data/jobs/", layout)).toEqual(jobs);
  });

  it("knows a media folder and what it holds", () => {
    expect(judgeContentFolder("static/files/jobs", layout)).toEqual({
      kind: "media",
      folder: "static/files/jobs",
      type: "pdf",
    });
  });

  it.each([
    ["a folder of no collection", "data/schemas"],
    ["the data folder", "data"],
    ["a parent folder", "data/jobs/.."],
    ["two trailing slashes", "data/jobs//"],
    ["an absolute folder", "/data/jobs"],
  ])("refuses %s with 400", (_case, raw) => {
    const error = refusal(() => judgeContentFolder(raw, layout));
    expect(error).toBeInstanceOf(ContentPathError);
    expect(error).toMatchObject({ status: 400 });
  });
});
