/** @jest-environment node */
import {
  ENTRY_MESSAGE,
  READY_MESSAGE,
  isOwnBlob,
  isReadyMessage,
  readEntryMessage,
} from "../../src/admin/preview-protocol.mjs";

const ORIGIN = "https://site.example";
const message = (data: unknown, origin = ORIGIN) => ({ origin, data });
const ENTRY = {
  kind: ENTRY_MESSAGE,
  target: "jobs",
  slug: "process-engineer",
  language: "de",
  entry: { id: "a" },
  images: {},
};

describe("readEntryMessage", () => {
  it("reads the entry the editor sent", () => {
    expect(readEntryMessage(message(ENTRY), ORIGIN)).toEqual(ENTRY);
  });

  it("reads a file of a collection of files", () => {
    expect(readEntryMessage(message({ ...ENTRY, target: "texts/terms_conditions" }), ORIGIN)?.target).toBe(
      "texts/terms_conditions",
    );
  });

  it("takes nothing from another origin, of another kind, or without an entry", () => {
    expect(readEntryMessage(message(ENTRY, "https://evil.example"), ORIGIN)).toBeNull();
    expect(readEntryMessage(message({ ...ENTRY, kind: "other" }), ORIGIN)).toBeNull();
    expect(readEntryMessage(message({ ...ENTRY, entry: [] }), ORIGIN)).toBeNull();
    expect(readEntryMessage(message({ ...ENTRY, entry: null }), ORIGIN)).toBeNull();
    expect(readEntryMessage(message("site-editor-entry"), ORIGIN)).toBeNull();
    expect(readEntryMessage(message(null), ORIGIN)).toBeNull();
  });

  it("takes no target outside the collections' names", () => {
    for (const target of ["", "../jobs", "jobs/../../x", "Jobs", "a/b/c", "x".repeat(50), 3]) {
      expect(readEntryMessage(message({ ...ENTRY, target }), ORIGIN)).toBeNull();
    }
  });

  it("keeps a slug only when it could be a file name, and a language only when it could be one", () => {
    expect(readEntryMessage(message({ ...ENTRY, slug: "../site" }), ORIGIN)?.slug).toBe("");
    expect(readEntryMessage(message({ ...ENTRY, slug: 7 }), ORIGIN)?.slug).toBe("");
    expect(readEntryMessage(message({ ...ENTRY, language: "__proto__" }), ORIGIN)?.language).toBe("");
  });

  it("keeps only pictures held by the editor's browser on this origin", () => {
    const images = {
      "images/jobs/a.jpg": `blob:${ORIGIN}/5a1e`,
      "images/jobs/b.jpg": "https://tracker.example/pixel.gif",
      "images/jobs/c.jpg": "blob:https://evil.example/5a1e",
      "images/jobs/d.jpg": "javascript:alert(1)",
      "images/jobs/e.jpg": 5,
    };
    expect(readEntryMessage(message({ ...ENTRY, images }), ORIGIN)?.images).toEqual({
      "images/jobs/a.jpg": `blob:${ORIGIN}/5a1e`,
    });
  });
});

describe("isOwnBlob", () => {
  it("is a blob: of this origin and nothing longer than one", () => {
    expect(isOwnBlob(`blob:${ORIGIN}/0b5e`, ORIGIN)).toBe(true);
    expect(isOwnBlob(`blob:${ORIGIN}.evil.example/0b5e`, ORIGIN)).toBe(false);
    expect(isOwnBlob(`blob:${ORIGIN}/${"a".repeat(300)}`, ORIGIN)).toBe(false);
  });
});

describe("isReadyMessage", () => {
  it("is the preview page's word from this origin", () => {
    expect(isReadyMessage(message({ kind: READY_MESSAGE }), ORIGIN)).toBe(true);
    expect(isReadyMessage(message({ kind: READY_MESSAGE }, "https://evil.example"), ORIGIN)).toBe(false);
    expect(isReadyMessage(message({ kind: ENTRY_MESSAGE }), ORIGIN)).toBe(false);
  });
});
