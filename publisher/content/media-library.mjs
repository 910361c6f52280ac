/**
 * The media folders as Decap's media library sees them: their files, uploads judged by their bytes before
 * anything is written, and which content files still use a media file (it cannot be deleted then).
 */
import { parseJsonText } from "../../gatsby/collections/entries";
import { isRecord } from "../../src/shared/utils/is-record";
import { ContentPathError, judgeContentFolder, judgeContentPath } from "./content-paths.mjs";
import { ContentRefused } from "./content-refused.mjs";
import { imageDecodeProblem } from "./image-decode.mjs";
import { mediaProblem } from "./media-check.mjs";
import { versionOf } from "./read-versions.mjs";

/** The value a data file or entry refers to a media file by: data/images/x → images/x, static/x → /x. */
const referenceOf = (mediaPath) =>
  mediaPath.startsWith("data/") ? mediaPath.slice("data/".length) : `/${mediaPath.slice("static/".length)}`;

function refersTo(value, reference) {
  if (typeof value === "string") return value === reference;
  if (Array.isArray(value)) return value.some((item) => refersTo(item, reference));
  if (isRecord(value)) return Object.values(value).some((item) => refersTo(item, reference));
  return false;
}

export class MediaLibrary {
  #files;
  #layout;

  /**
   * @param {{ files: import("./safe-files.mjs").ContentFiles,
   *   layout: import("../../gatsby/admin/content-layout").ContentLayout }} options
   */
  constructor({ files, layout }) {
    this.#files = files;
    this.#layout = layout;
  }

  /** A judged media file in Decap's shape; 404 when there is none. */
  async file(judged) {
    const bytes = await this.#files.read(judged.path);
    if (bytes === null) throw new ContentRefused(404, "fileMissing", { path: judged.path });
    const name = judged.path.slice(judged.path.lastIndexOf("/") + 1);
    return {
      id: versionOf(bytes),
      content: bytes.toString("base64"),
      encoding: "base64",
      path: judged.path,
      name,
    };
  }

  /** The files of a media folder the site serves (a stray file of another kind is not shown). */
  async list(mediaFolder) {
    const judged = judgeContentFolder(mediaFolder, this.#layout);
    if (judged.kind !== "media") throw new ContentPathError(`${judged.folder} holds entries, not media.`);
    const media = [];
    for (const name of await this.#files.list(judged.folder)) {
      let file;
      try {
        file = judgeContentPath(`${judged.folder}/${name}`, this.#layout);
      } catch {
        continue;
      }
      media.push(await this.file(file));
    }
    return media;
  }

  /** An upload's path and bytes, judged; a refusal says why. */
  async judgeUpload(asset) {
    if (!isRecord(asset)) throw new ContentPathError("An upload is malformed.");
    const judged = judgeContentPath(asset.path, this.#layout);
    if (judged.kind !== "media") throw new ContentPathError(`${judged.path} is not a media folder's file.`);
    if (asset.encoding !== "base64" || typeof asset.content !== "string") {
      throw new ContentPathError(`${judged.path}: the upload must be base64.`);
    }
    const bytes = Buffer.from(asset.content, "base64");
    const problem = mediaProblem(bytes, judged.type, judged.path);
    if (problem) throw new ContentRefused(problem.includes("the limit is") ? 413 : 422, "media", { problem });
    const undecodable = await imageDecodeProblem(bytes, judged.path);
    if (undecodable) throw new ContentRefused(422, "media", { problem: undecodable });
    return { path: judged.path, bytes };
  }

  /** The content files (entries and edited files) that refer to a media file. */
  async usersOf(mediaPath) {
    const reference = referenceOf(mediaPath);
    const folders = await Promise.all(
      this.#layout.folders.map(async ({ folder }) =>
        (await this.#files.list(folder))
          .filter((name) => name.endsWith(".json"))
          .map((name) => `${folder}/${name}`),
      ),
    );
    const users = [];
    for (const file of [...this.#layout.files.map((candidate) => candidate.file), ...folders.flat()]) {
      const bytes = await this.#files.read(file);
      if (bytes !== null && refersTo(parseJsonText(bytes.toString("utf8")), reference)) users.push(file);
    }
    return users;
  }
}
