import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { collectionNamed } from "../../../gatsby/collections/collections";
import { diskReader, readCollection } from "../../../gatsby/collections/entries";
import {
  assertValidCollections,
  CollectionError,
  validateCollections,
  validateData,
} from "../../../gatsby/collections/validate-collections";
import { onCreateNode } from "../../../plugins/collections/gatsby-node";
import { type Entry, VALID, stored, entryFiles, referencedFiles } from "../../support/collection-fixtures";
import { withinBudget } from "../../support/time-budget";

/** The site settings of the repository: they keep their schema. */
const SITE = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../data/site.json"), "utf8")) as Entry;

describe("validateCollections", () => {
  let repoRoot: string;

  function write(file: string, content: string | Buffer) {
    const target = path.join(repoRoot, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }

  /** A collection written as it is stored: a list file, or a folder of entry files. */
  function writeCollection(name: string, entries: readonly Entry[]) {
    const collection = collectionNamed(name);
    if (collection.layout === "list") write(collection.file, JSON.stringify(stored(name, entries), null, 2));
    else
      for (const { file, content } of entryFiles(collection, entries))
        write(file, JSON.stringify(content, null, 2));
  }

  beforeEach(() => {
    repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), "collections-"));
    for (const [name, entries] of Object.entries(VALID)) writeCollection(name, entries);
    for (const file of referencedFiles()) write(file, file.endsWith(".pdf") ? "%PDF-1.7\n%âãÏÓ\n" : "image");
    write("data/site.json", JSON.stringify(SITE));
  });

  afterEach(() => {
    fs.rmSync(repoRoot, { recursive: true, force: true });
  });

  it("finds no problem in valid collections on disk", () => {
    expect(validateCollections(repoRoot)).toEqual([]);
    expect(() => assertValidCollections(repoRoot)).not.toThrow();
  });

  it("reads the files on disk: a missing image, a fake PDF, a missing file, broken JSON, a stray file", () => {
    fs.rmSync(path.join(repoRoot, "data/images/team/erika-mustermann.jpg"));
    write("static/files/jobs/intern.pdf", "<html>not found</html>");
    fs.rmSync(path.join(repoRoot, "data/home-gallery.json"));
    write("data/print-gallery.json", '{"entries": [{"id": "cube",}]}');
    write("data/partners/lab-c.json", '{"id": "lab-c",');
    write("data/team/notes.txt", "who is next");
    // A folder where an image should be is not an image.
    fs.rmSync(path.join(repoRoot, "data/images/materials/alsi10mg.jpg"));
    fs.mkdirSync(path.join(repoRoot, "data/images/materials/alsi10mg.jpg"));

    const problems = validateCollections(repoRoot);
    expect(problems).toEqual([
      'data/materials/alsi10mg.json: field "image": file data/images/materials/alsi10mg.jpg does not exist',
      expect.stringMatching(/^data\/partners\/lab-c\.json: not valid JSON: /),
      "data/team/notes.txt: not an entry file (one <id>.json per entry)",
      'data/team/erika-mustermann.json: field "image": file data/images/team/erika-mustermann.jpg does not exist',
      'data/jobs/intern.json: field "pdf": file static/files/jobs/intern.pdf is not a PDF',
      "data/home-gallery.json: the file is missing",
      expect.stringMatching(/^data\/print-gallery\.json: not valid JSON: /),
    ]);
  });

  it("throws an error that lists every problem", () => {
    fs.rmSync(path.join(repoRoot, "data/jobs"), { recursive: true });
    fs.rmSync(path.join(repoRoot, "static/files/datasheets/12709m300.pdf"));

    let thrown: unknown;
    try {
      assertValidCollections(repoRoot);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CollectionError);
    const { problems, message } = thrown as CollectionError;
    expect(problems).toHaveLength(2);
    expect(message).toContain("2 problem(s)");
    expect(message).toContain("data/jobs/: the folder is missing");
    expect(message).toContain(
      'data/materials/12709m300.json: field "datasheet": file static/files/datasheets/12709m300.pdf does not exist',
    );
  });

  it("lets the legacy news be left out", () => {
    fs.rmSync(path.join(repoRoot, "data/legacy-news.json"));
    expect(validateCollections(repoRoot)).toEqual([]);
  });

  it("checks the site settings against their schema", () => {
    write("data/site.json", JSON.stringify({ ...SITE, url: "www.example.com", contacts: { phone: "1" } }));
    expect(validateCollections(repoRoot)).toEqual([
      'data/site.json: field "url": must be an http(s) URL, found "www.example.com"',
      'data/site.json: field "contacts.email": is missing',
      'data/site.json: field "contacts.salesEmail": is missing',
      'data/site.json: field "contacts.jobsEmail": is missing',
    ]);
  });

  it("refuses a 2 MB address quickly as the content API judges a save, naming the limit, not the value", () => {
    const url = `https://${"a".repeat(2_000_000)}`;
    write("data/partners/institute-a.json", JSON.stringify({ ...VALID.partners[0], url }));
    write("data/site.json", JSON.stringify({ ...SITE, slogan: `x${" ".repeat(2_000_000)}x` }));
    // validateData is what the content API runs over the checkout with the save laid over it; its budget is
    // for every file of the repository, still far below what a quadratic pattern takes on 2 MB.
    expect(withinBudget(() => validateData(diskReader(repoRoot)), 5_000)).toEqual([
      'data/partners/institute-a.json: field "url": must be at most 2,000 characters long, found 2,000,008',
      'data/site.json: field "slogan": must be at most 300 characters long, found 2,000,002',
    ]);
  });

  it("accepts files that start with a byte order mark", () => {
    write(
      "data/print-gallery.json",
      `\uFEFF${JSON.stringify(stored("print-gallery", VALID["print-gallery"]))}`,
    );
    write("data/team/max-muster.json", `\uFEFF${JSON.stringify(VALID.team[1])}`);
    expect(validateCollections(repoRoot)).toEqual([]);
  });

  it("reads a list file with a byte order mark as the node plugin and the other readers do", async () => {
    const file = "data/print-gallery.json";
    const content = `\uFEFF${JSON.stringify(stored("print-gallery", VALID["print-gallery"]))}`;
    write(file, content);
    const created = await createdNodes({ id: "file", name: "print-gallery", relativeDirectory: "" }, content);
    const entries = readCollection(repoRoot, "print-gallery") as Record<string, unknown>[];
    expect(entries).toEqual(VALID["print-gallery"]);
    expect(created.map((node) => node.jsonId)).toEqual(entries.map((entry) => entry.id));
  });

  it("makes one node of each entry file, typed after its folder, and reads the folder in the order editors set", async () => {
    write("data/materials/alsi10mg.json", JSON.stringify({ ...VALID.materials[0], order: 3 }));
    const content = fs.readFileSync(path.join(repoRoot, "data/materials/12709m300.json"), "utf8");
    const [node] = await createdNodes(
      { id: "file", name: "12709m300", relativeDirectory: "materials" },
      content,
    );
    expect(node).toMatchObject({ jsonId: "12709m300", internal: { type: "MaterialsJson" } });
    expect(node).not.toHaveProperty("$schema");
    const ids = (readCollection(repoRoot, "materials") as Entry[]).map((entry) => entry.id);
    expect(ids).toEqual(["12709m300", "alsi10mg_performance", "alsi10mg"]);
  });
});

/** The nodes the collections plugin makes of a File node with `content`. */
async function createdNodes(file: Record<string, unknown>, content: string) {
  const created: Record<string, unknown>[] = [];
  const onCreate = onCreateNode as unknown as (args: object) => Promise<void>;
  await onCreate({
    node: { ...file, absolutePath: "x.json", internal: {} },
    actions: {
      createNode: (node: Record<string, unknown>) => created.push(node),
      createParentChildLink() {},
    },
    loadNodeContent: async () => content,
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
    getNode: () => undefined,
  });
  return created;
}
