/**
 * The actions of Decap CMS's proxy protocol over the publisher's checkout, the only writer of its content:
 * each save is judged before it touches the disk, then committed and built (docs/architecture.md §10).
 */
import { diskReader, parseJsonText } from "../../gatsby/collections/entries";
import { lineText } from "../../gatsby/collections/problem-line";
import { dataProblems } from "../../gatsby/collections/validate-collections";
import { pageTextProblems } from "../../gatsby/locales/page-text-checks";
import { isRecord } from "../../src/shared/utils/is-record";
import { ContentDocuments } from "./content-documents.mjs";
import { ContentPathError, judgeContentFolder, judgeContentPath } from "./content-paths.mjs";
import { ContentRefused } from "./content-refused.mjs";
import { GitConflict } from "./git-repository.mjs";
import { MediaLibrary } from "./media-library.mjs";
import { overlayReader } from "./overlay-reader.mjs";
import { versionOf } from "./read-versions.mjs";

const notMedia = (judged) => {
  if (judged.kind === "media") throw new ContentPathError(`${judged.path} is a media file.`);
  return judged;
};

export class ContentStore {
  #files;
  #git;
  #layout;
  #languages;
  #routes;
  #versions;
  #serial;
  #onSaved;
  #documents;
  #media;

  /**
   * @param {{ files: import("./safe-files.mjs").ContentFiles,
   *   git: import("./git-repository.mjs").GitRepository,
   *   layout: import("../../gatsby/admin/content-layout").ContentLayout, languages: readonly string[],
   *   routes: readonly string[], versions: import("./read-versions.mjs").ReadVersions,
   *   serial: import("./serial.mjs").Serial, onSaved: (paths: string[]) => void }} options
   */
  constructor({ files, git, layout, languages, routes, versions, serial, onSaved }) {
    this.#files = files;
    this.#git = git;
    this.#layout = layout;
    this.#languages = languages;
    this.#routes = routes;
    this.#versions = versions;
    this.#serial = serial;
    this.#onSaved = onSaved;
    this.#documents = new ContentDocuments({ files, languages });
    this.#media = new MediaLibrary({ files, layout });
  }

  info() {
    return { repo: "site", publish_modes: ["simple"], type: "local_git" };
  }

  /** One document in Decap's shape, remembered as read by the session. */
  async #entry(judged, session) {
    const bytes = await this.#documents.current(judged);
    const id = bytes === null ? null : versionOf(bytes);
    this.#versions.remember(session.sid, judged.path, id);
    return { data: bytes === null ? null : bytes.toString("utf8"), file: { path: judged.path, id } };
  }

  async entriesByFolder({ folder }, session) {
    const judged = judgeContentFolder(folder, this.#layout);
    if (judged.kind !== "entries") throw new ContentPathError(`${judged.folder} holds media, not entries.`);
    const entries = [];
    for (const name of (await this.#files.list(judged.folder)).filter((file) => file.endsWith(".json"))) {
      entries.push(await this.#entry(judgeContentPath(`${judged.folder}/${name}`, this.#layout), session));
    }
    return entries;
  }

  async entriesByFiles({ files }, session) {
    if (!Array.isArray(files) || files.length > 200)
      throw new ContentPathError("A list of files is expected.");
    const entries = [];
    for (const file of files) {
      const judged = notMedia(judgeContentPath(isRecord(file) ? file.path : undefined, this.#layout));
      const entry = await this.#entry(judged, session);
      const label = typeof file.label === "string" ? file.label : undefined;
      entries.push({ ...entry, file: { ...entry.file, label } });
    }
    return entries;
  }

  async getEntry({ path }, session) {
    return this.#entry(notMedia(judgeContentPath(path, this.#layout)), session);
  }

  async getMedia({ mediaFolder }, session) {
    return this.#sawMedia(await this.#media.list(mediaFolder), session);
  }

  async getMediaFile({ path }, session) {
    const judged = judgeContentPath(path, this.#layout);
    if (judged.kind !== "media") throw new ContentPathError(`${judged.path} is not a media file.`);
    const [file] = this.#sawMedia([await this.#media.file(judged)], session);
    return file;
  }

  /** Refuses a save of a file someone changed since this session read it. */
  async #assertUnchanged(judged, session) {
    const current = await this.#documents.current(judged);
    const known = this.#versions.get(session.sid, judged.path);
    const currentId = current === null ? null : versionOf(current);
    if (known === currentId || (currentId === null && known === undefined)) return;
    if (known === undefined) {
      throw new ContentRefused(409, "openAgain", { path: judged.path });
    }
    const changed = await this.#git.lastChange(
      judged.kind === "texts" ? this.#documents.textsFile(judged.namespace) : judged.path,
    );
    if (!changed) throw new ContentRefused(409, "changed", { path: judged.path });
    throw new ContentRefused(409, "changedBy", {
      path: judged.path,
      author: changed.author,
      time: changed.time,
    });
  }

  /**
   * Refuses an upload that would replace a picture or PDF someone changed since this editor saw it (in the
   * media library or as the file itself): uploads are checked like entries. A new name, or the same bytes,
   * passes.
   */
  async #assertMediaUnchanged(upload, session) {
    const current = await this.#files.read(upload.path);
    if (current === null || current.equals(upload.bytes)) return;
    if (this.#versions.get(session.sid, upload.path) === versionOf(current)) return;
    const changed = await this.#git.lastChange(upload.path);
    if (!changed) throw new ContentRefused(409, "uploadExists", { path: upload.path });
    throw new ContentRefused(409, "uploadExistsBy", {
      path: upload.path,
      author: changed.author,
      time: changed.time,
    });
  }

  /** Remembers the media files an editor was shown, by their versions. */
  #sawMedia(files, session) {
    for (const file of files) this.#versions.remember(session.sid, file.path, file.id);
    return files;
  }

  /** The problems a change brings that the checkout does not have already. */
  async #newProblems(writes, deletes, namespaces) {
    const disk = diskReader(this.#files.root);
    const after = overlayReader(disk, writes, deletes);
    const before = new Set(dataProblems(disk).map(lineText));
    const problems = dataProblems(after).filter((problem) => !before.has(lineText(problem)));
    const texts = (reader, namespace) =>
      Object.fromEntries(
        this.#languages.map((language) => {
          const text = reader.text(this.#documents.textsFile(namespace, language));
          return [language, text === null ? null : parseJsonText(text)];
        }),
      );
    for (const namespace of namespaces) {
      const earlier = new Set(
        pageTextProblems(namespace, texts(disk, namespace), this.#routes).map(lineText),
      );
      const now = pageTextProblems(namespace, texts(after, namespace), this.#routes);
      problems.push(...now.filter((problem) => !earlier.has(lineText(problem))));
    }
    if (problems.length > 0) {
      const problemsText = problems.map(lineText).join("\n");
      throw new ContentRefused(422, "invalid", { problems: problemsText }, problems);
    }
  }

  /**
   * Writes, commits (the session's editor as author), pushes; on a conflict with the remote the checkout
   * goes back and the save is refused. A save that changes nothing makes no commit.
   */
  async #commit(writes, deletes, message, editor) {
    for (const [path, bytes] of writes) {
      if ((await this.#files.read(path))?.equals(bytes)) writes.delete(path);
    }
    if (writes.size === 0 && deletes.length === 0) return;
    const before = await this.#git.head();
    for (const [path, bytes] of writes) await this.#files.write(path, bytes);
    for (const path of deletes) await this.#files.remove(path);
    const paths = [...writes.keys(), ...deletes];
    try {
      await this.#git.commit(paths, message, editor);
      await this.#git.push();
    } catch (error) {
      await this.#git.resetTo(before);
      if (error instanceof GitConflict) {
        throw new ContentRefused(409, "remoteConflict", { detail: error.message });
      }
      throw error;
    }
    this.#onSaved(paths);
  }

  async persistEntry({ dataFiles, assets = [] }, session) {
    if (!Array.isArray(dataFiles) || dataFiles.length !== 1 || !isRecord(dataFiles[0])) {
      throw new ContentPathError("One entry is saved at a time.");
    }
    if (!Array.isArray(assets) || assets.length > 20)
      throw new ContentPathError("The uploads are malformed.");
    const [dataFile] = dataFiles;
    if (dataFile.newPath !== undefined && dataFile.newPath !== dataFile.path) {
      throw new ContentRefused(422, "idFixed");
    }
    const judged = notMedia(judgeContentPath(dataFile.path, this.#layout));
    const uploads = [];
    for (const asset of assets) uploads.push(await this.#media.judgeUpload(asset));
    const writes = new Map([
      ...(await this.#documents.writes(judged, dataFile.raw)),
      ...uploads.map(({ path, bytes }) => [path, bytes]),
    ]);
    return this.#serial.run(async () => {
      await this.#sync();
      await this.#assertUnchanged(judged, session);
      for (const upload of uploads) await this.#assertMediaUnchanged(upload, session);
      await this.#newProblems(writes, new Set(), judged.kind === "texts" ? [judged.namespace] : []);
      const verb = (await this.#documents.current(judged)) === null ? "Create" : "Update";
      await this.#commit(writes, [], `${verb} ${judged.path} (from /admin/)`, session);
      this.#versions.remember(session.sid, judged.path, versionOf(await this.#documents.current(judged)));
      for (const upload of uploads)
        this.#versions.remember(session.sid, upload.path, versionOf(upload.bytes));
      return { message: "entry persisted" };
    });
  }

  async persistMedia({ asset }, session) {
    const upload = await this.#media.judgeUpload(asset);
    return this.#serial.run(async () => {
      await this.#sync();
      await this.#assertMediaUnchanged(upload, session);
      await this.#commit(
        new Map([[upload.path, upload.bytes]]),
        [],
        `Upload ${upload.path} (from /admin/)`,
        session,
      );
      const [file] = this.#sawMedia(
        [await this.#media.file(judgeContentPath(upload.path, this.#layout))],
        session,
      );
      return file;
    });
  }

  async deleteFiles({ paths }, session) {
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > 50) {
      throw new ContentPathError("A list of paths is expected.");
    }
    const judged = paths.map((path) => judgeContentPath(path, this.#layout));
    const whole = judged.find((file) => file.kind === "file" || file.kind === "texts");
    if (whole) throw new ContentRefused(422, "notDeletable", { path: whole.path });
    return this.#serial.run(async () => {
      await this.#sync();
      for (const file of judged) {
        if (file.kind === "entry") {
          await this.#assertUnchanged(file, session);
          continue;
        }
        const users = await this.#media.usersOf(file.path);
        if (users.length > 0) {
          throw new ContentRefused(409, "stillUsed", { path: file.path, users: users.join(", ") });
        }
      }
      const deletes = [...new Set(judged.map((file) => file.path))];
      await this.#newProblems(new Map(), new Set(deletes), []);
      await this.#commit(new Map(), deletes, `Delete ${deletes.join(", ")} (from /admin/)`, session);
      return { message: `deleted ${deletes.join(", ")}` };
    });
  }

  deleteFile({ path }, session) {
    return this.deleteFiles({ paths: [path] }, session);
  }

  /** Takes in what was pushed to the remote; a conflict refuses the save (the text stays in the form). */
  async #sync() {
    try {
      await this.#git.sync();
    } catch (error) {
      if (error instanceof GitConflict)
        throw new ContentRefused(409, "remoteConflict", { detail: error.message });
      throw error;
    }
  }
}
