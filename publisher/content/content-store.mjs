/**
 * The actions of Decap CMS's proxy protocol over the publisher's checkout, the only thing that writes its
 * content: reads of the entry files, the edited files, the page texts and the media; saves that are judged
 * before anything touches the disk (paths by the allow-list, uploads by their bytes, entries by the build's
 * own JSON Schemas and checks, the page texts by their checks, the file by what the editor last read), then
 * written atomically and committed with the editor as author, one commit per save; then a build is queued.
 * Saves and git run one at a time (Serial).
 */
import { createHash } from "node:crypto";
import { COLLECTIONS, SETTINGS } from "../../gatsby/collections/collections";
import { diskReader, parseJsonText } from "../../gatsby/collections/entries";
import { validateData } from "../../gatsby/collections/validate-collections";
import { normaliseEntry } from "../../gatsby/admin/normalise-entry";
import { orderLike } from "../../gatsby/admin/text-order";
import { pageTextProblems } from "../../gatsby/locales/page-text-checks";
import { ContentPathError, judgeContentFolder, judgeContentPath } from "./content-paths.mjs";
import { GitConflict } from "./git-repository.mjs";
import { imageDecodeProblem } from "./image-decode.mjs";
import { mediaProblem } from "./media-check.mjs";
import { overlayReader } from "./overlay-reader.mjs";

export class ContentRefused extends Error {
  /** @param {400 | 404 | 409 | 413 | 422} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const hash = (bytes) => createHash("sha256").update(bytes).digest("hex");
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema a judged entry or file is held to. */
function schemaOf(judged) {
  const name = judged.kind === "entry" ? judged.collection : judged.name;
  const found = [...COLLECTIONS, ...SETTINGS].find((candidate) => candidate.name === name);
  if (!found) throw new ContentPathError(`No schema for ${judged.path}.`);
  return found.schema;
}

/** The value a data file or entry refers to a media file by: data/images/x → images/x, static/x → /x. */
const referenceOf = (mediaPath) =>
  mediaPath.startsWith("data/") ? mediaPath.slice("data/".length) : `/${mediaPath.slice("static/".length)}`;

function refersTo(value, reference) {
  if (typeof value === "string") return value === reference;
  if (Array.isArray(value)) return value.some((item) => refersTo(item, reference));
  if (isRecord(value)) return Object.values(value).some((item) => refersTo(item, reference));
  return false;
}

export class ContentStore {
  #files;
  #git;
  #layout;
  #languages;
  #routes;
  #versions;
  #serial;
  #onSaved;

  /**
   * @param {{ files: import("./safe-files.mjs").ContentFiles, git: import("./git-repository.mjs").GitRepository,
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
  }

  info() {
    return { repo: "site", publish_modes: ["simple"], type: "local_git" };
  }

  /** A page's texts as Decap's single_file document: { "en": {…}, "de": {…} }, or null when one is missing. */
  async #pageTexts(namespace) {
    const texts = {};
    for (const language of this.#languages) {
      const bytes = await this.#files.read(`data/locales/${language}/${namespace}.json`);
      if (bytes === null) return null;
      texts[language] = parseJsonText(bytes.toString("utf8"));
    }
    return texts;
  }

  /** The current bytes of a judged file (a page's texts as their one document), or null. */
  async #current(judged) {
    if (judged.kind !== "texts") return this.#files.read(judged.path);
    const texts = await this.#pageTexts(judged.namespace);
    return texts === null ? null : Buffer.from(json(texts));
  }

  /** One entry in Decap's shape, remembered as read by the session. */
  async #entry(judged, session) {
    const bytes = await this.#current(judged);
    const id = bytes === null ? null : hash(bytes);
    this.#versions.remember(session.sid, judged.path, id);
    return { data: bytes === null ? null : bytes.toString("utf8"), file: { path: judged.path, id } };
  }

  async entriesByFolder({ folder }, session) {
    const judged = judgeContentFolder(folder, this.#layout);
    if (judged.kind !== "entries") throw new ContentPathError(`${judged.folder} holds media, not entries.`);
    const names = (await this.#files.list(judged.folder)).filter((name) => name.endsWith(".json"));
    const entries = [];
    for (const name of names) {
      const entryPath = judgeContentPath(`${judged.folder}/${name}`, this.#layout);
      entries.push(await this.#entry(entryPath, session));
    }
    return entries;
  }

  async entriesByFiles({ files }, session) {
    if (!Array.isArray(files) || files.length > 200)
      throw new ContentPathError("A list of files is expected.");
    const entries = [];
    for (const file of files) {
      const judged = judgeContentPath(isRecord(file) ? file.path : undefined, this.#layout);
      if (judged.kind === "media") throw new ContentPathError(`${judged.path} is a media file.`);
      const entry = await this.#entry(judged, session);
      entries.push({
        ...entry,
        file: { ...entry.file, label: typeof file.label === "string" ? file.label : undefined },
      });
    }
    return entries;
  }

  async getEntry({ path }, session) {
    const judged = judgeContentPath(path, this.#layout);
    if (judged.kind === "media") throw new ContentPathError(`${judged.path} is a media file.`);
    return this.#entry(judged, session);
  }

  async #mediaFile(judged) {
    const bytes = await this.#files.read(judged.path);
    if (bytes === null) throw new ContentRefused(404, `${judged.path} does not exist.`);
    const name = judged.path.slice(judged.path.lastIndexOf("/") + 1);
    return {
      id: hash(bytes),
      content: bytes.toString("base64"),
      encoding: "base64",
      path: judged.path,
      name,
    };
  }

  async getMedia({ mediaFolder }) {
    const judged = judgeContentFolder(mediaFolder, this.#layout);
    if (judged.kind !== "media") throw new ContentPathError(`${judged.folder} holds entries, not media.`);
    const media = [];
    for (const name of await this.#files.list(judged.folder)) {
      let file;
      try {
        file = judgeContentPath(`${judged.folder}/${name}`, this.#layout);
      } catch {
        continue; // Not a media file the site serves (a stray file): not shown.
      }
      media.push(await this.#mediaFile(file));
    }
    return media;
  }

  async getMediaFile({ path }) {
    const judged = judgeContentPath(path, this.#layout);
    if (judged.kind !== "media") throw new ContentPathError(`${judged.path} is not a media file.`);
    return this.#mediaFile(judged);
  }

  /** An upload's bytes, judged: a media path, base64, the kind of file its name says, a picture that decodes. */
  async #upload(asset) {
    if (!isRecord(asset)) throw new ContentPathError("An upload is malformed.");
    const judged = judgeContentPath(asset.path, this.#layout);
    if (judged.kind !== "media") throw new ContentPathError(`${judged.path} is not a media folder's file.`);
    if (asset.encoding !== "base64" || typeof asset.content !== "string") {
      throw new ContentPathError(`${judged.path}: the upload must be base64.`);
    }
    const bytes = Buffer.from(asset.content, "base64");
    const problem = mediaProblem(bytes, judged.type, judged.path);
    if (problem) throw new ContentRefused(problem.includes("the limit is") ? 413 : 422, problem);
    const undecodable = await imageDecodeProblem(bytes, judged.path);
    if (undecodable) throw new ContentRefused(422, undecodable);
    return { path: judged.path, bytes };
  }

  /** Refuses a save of a file someone changed since this session read it. */
  async #assertUnchanged(judged, session) {
    const current = await this.#current(judged);
    const known = this.#versions.get(session.sid, judged.path);
    const currentId = current === null ? null : hash(current);
    if (currentId === null && (known === undefined || known === null)) return;
    if (known === currentId) return;
    const changed = await this.#git.lastChange(
      judged.kind === "texts" ? `data/locales/${this.#languages[0]}/${judged.namespace}.json` : judged.path,
    );
    const by = changed ? ` by ${changed.author} at ${changed.time}` : "";
    throw new ContentRefused(
      409,
      known === undefined
        ? `${judged.path} has to be opened again before it is saved (the editor does not know which version you changed): reload the page, your text stays in the form until you do.`
        : `${judged.path} was changed${by} after you opened it: reload to see that version, then make your change again. Your text stays in the form until you reload.`,
    );
  }

  /**
   * The files to write for one edited document, normalised and parsed; a page's texts in the key order of
   * `current` (the document as it is, or null).
   */
  #documentWrites(judged, raw, current) {
    let value;
    try {
      value = parseJsonText(String(raw));
    } catch (error) {
      throw new ContentRefused(422, `${judged.path}: not valid JSON (${error.message}).`);
    }
    if (judged.kind !== "texts")
      return [[judged.path, Buffer.from(json(normaliseEntry(value, schemaOf(judged))))]];
    const languages = isRecord(value) ? Object.keys(value).sort() : [];
    if (
      languages.join() !== [...this.#languages].sort().join() ||
      !languages.every((language) => isRecord(value[language]))
    ) {
      throw new ContentRefused(
        422,
        `${judged.path}: the texts of every language (${this.#languages.join(", ")}) are expected.`,
      );
    }
    const [main] = this.#languages;
    return this.#languages.map((language) => [
      `data/locales/${language}/${judged.namespace}.json`,
      Buffer.from(json(orderLike(value[language], current?.[language] ?? current?.[main]))),
    ]);
  }

  /** The problems a change brings that the checkout does not have already. */
  async #newProblems(writes, deletes, namespaces) {
    const disk = diskReader(this.#files.root);
    const after = overlayReader(disk, writes, deletes);
    const before = new Set(validateData(disk));
    const problems = validateData(after).filter((problem) => !before.has(problem));
    for (const namespace of namespaces) {
      const texts = (reader) =>
        Object.fromEntries(
          this.#languages.map((language) => {
            const text = reader.text(`data/locales/${language}/${namespace}.json`);
            return [language, text === null ? null : parseJsonText(text)];
          }),
        );
      const earlier = new Set(pageTextProblems(namespace, texts(disk), this.#routes));
      problems.push(
        ...pageTextProblems(namespace, texts(after), this.#routes).filter((problem) => !earlier.has(problem)),
      );
    }
    return problems;
  }

  /** Writes, commits, pushes; on a conflict with the remote, the checkout goes back and the save is refused. */
  /** @param {{ name: string, email: string | null }} editor the session's editor, the commit's author */
  async #commit(writes, deletes, message, editor) {
    for (const [path, bytes] of writes) {
      if ((await this.#files.read(path))?.equals(bytes)) writes.delete(path);
    }
    // A save that changes nothing (Save pressed on an unchanged entry) is done as it is: no empty commit.
    if (writes.size === 0 && deletes.length === 0) return [];
    const before = await this.#git.head();
    for (const [path, bytes] of writes) await this.#files.write(path, bytes);
    for (const path of deletes) await this.#files.remove(path);
    const paths = [...writes.keys(), ...deletes];
    try {
      await this.#git.commit(paths, message, editor);
      await this.#git.push();
    } catch (error) {
      await this.#git.resetTo(before);
      if (error instanceof GitConflict)
        throw new ContentRefused(409, `${error.message} Reload; your text stays in the form until you do.`);
      throw error;
    }
    this.#onSaved(paths);
    return paths;
  }

  async persistEntry({ dataFiles, assets = [] }, session) {
    if (!Array.isArray(dataFiles) || dataFiles.length !== 1 || !isRecord(dataFiles[0])) {
      throw new ContentPathError("One entry is saved at a time.");
    }
    if (!Array.isArray(assets) || assets.length > 20)
      throw new ContentPathError("The uploads are malformed.");
    const [dataFile] = dataFiles;
    if (dataFile.newPath !== undefined && dataFile.newPath !== dataFile.path) {
      throw new ContentRefused(
        422,
        "An entry's id names its file and cannot be changed: create a new entry and delete this one.",
      );
    }
    const judged = judgeContentPath(dataFile.path, this.#layout);
    if (judged.kind === "media") throw new ContentPathError(`${judged.path} is a media file.`);
    const uploads = [];
    for (const asset of assets) uploads.push(await this.#upload(asset));
    const current = judged.kind === "texts" ? await this.#pageTexts(judged.namespace) : null;
    const writes = new Map([
      ...this.#documentWrites(judged, dataFile.raw, current),
      ...uploads.map(({ path, bytes }) => [path, bytes]),
    ]);
    return this.#serial.run(async () => {
      await this.#sync();
      await this.#assertUnchanged(judged, session);
      const problems = await this.#newProblems(
        writes,
        new Set(),
        judged.kind === "texts" ? [judged.namespace] : [],
      );
      if (problems.length > 0) throw new ContentRefused(422, problems.join("\n"));
      const existed = (await this.#current(judged)) !== null;
      await this.#commit(
        writes,
        [],
        `${existed ? "Update" : "Create"} ${judged.path} (from /admin/)`,
        session,
      );
      this.#versions.remember(session.sid, judged.path, hash(await this.#current(judged)));
      return { message: "entry persisted" };
    });
  }

  async persistMedia({ asset }, session) {
    const upload = await this.#upload(asset);
    return this.#serial.run(async () => {
      await this.#sync();
      await this.#commit(
        new Map([[upload.path, upload.bytes]]),
        [],
        `Upload ${upload.path} (from /admin/)`,
        session,
      );
      return this.#mediaFile(judgeContentPath(upload.path, this.#layout));
    });
  }

  /** The content files that refer to a media file (its entries and edited files). */
  async #usersOf(mediaPath) {
    const reference = referenceOf(mediaPath);
    const users = [];
    const files = [
      ...this.#layout.files.map((file) => file.file),
      ...(
        await Promise.all(
          this.#layout.folders.map(async ({ folder }) =>
            (await this.#files.list(folder))
              .filter((name) => name.endsWith(".json"))
              .map((name) => `${folder}/${name}`),
          ),
        )
      ).flat(),
    ];
    for (const file of files) {
      const bytes = await this.#files.read(file);
      if (bytes !== null && refersTo(parseJsonText(bytes.toString("utf8")), reference)) users.push(file);
    }
    return users;
  }

  async deleteFiles({ paths }, session) {
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > 50)
      throw new ContentPathError("A list of paths is expected.");
    const judged = paths.map((path) => judgeContentPath(path, this.#layout));
    for (const file of judged) {
      if (file.kind === "file" || file.kind === "texts")
        throw new ContentRefused(422, `${file.path} cannot be deleted, only changed.`);
    }
    return this.#serial.run(async () => {
      await this.#sync();
      for (const file of judged) {
        if (file.kind === "entry") await this.#assertUnchanged(file, session);
        else {
          const users = await this.#usersOf(file.path);
          if (users.length > 0) {
            throw new ContentRefused(
              409,
              `${file.path} is still used by ${users.join(", ")}: change those first.`,
            );
          }
        }
      }
      const deletes = new Set(judged.map((file) => file.path));
      const problems = await this.#newProblems(new Map(), deletes, []);
      if (problems.length > 0) throw new ContentRefused(422, problems.join("\n"));
      await this.#commit(
        new Map(),
        [...deletes],
        `Delete ${[...deletes].join(", ")} (from /admin/)`,
        session,
      );
      return { message: `deleted ${[...deletes].join(", ")}` };
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
        throw new ContentRefused(409, `${error.message} Your text stays in the form.`);
      throw error;
    }
  }
}
