/** @jest-environment node */
import { refusalText, wordedRefusals } from "../../src/admin/refusals.mjs";

const WORDS = {
  changedBy: "{path} wurde von {author} geändert.",
  failed: "Nichts wurde geändert.",
};
const TEXTS = {
  refusals: { ...WORDS, invalid: "Nicht gespeichert:\n{problems}" },
  problems: { field: 'Feld "{field}"', blank: "darf nicht leer sein" },
};
const WHERE = { origin: "https://site.example", apiPath: "/api/content" };

const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  jest.fn(
    async () =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      }),
  );

describe("refusalText", () => {
  it("words a code with its values", () => {
    expect(refusalText(WORDS, "changedBy", { path: "data/jobs/a.json", author: "Anna" })).toBe(
      "data/jobs/a.json wurde von Anna geändert.",
    );
  });

  it("has nothing for a code without words, for what is not a code, or for the prototype's names", () => {
    expect(refusalText(WORDS, "unknown", {})).toBeNull();
    expect(refusalText(WORDS, 42, {})).toBeNull();
    expect(refusalText(WORDS, "toString", {})).toBeNull();
  });

  it("takes values that are not an object as none", () => {
    expect(refusalText(WORDS, "changedBy", ["x"])).toBe("{path} wurde von {author} geändert.");
    expect(refusalText(WORDS, "failed", null)).toBe("Nichts wurde geändert.");
  });
});

describe("wordedRefusals", () => {
  it("gives Decap a refusal of the content API in the editor's words, with its status and headers", async () => {
    const body = { error: "English", code: "changedBy", values: { path: "p", author: "Anna" } };
    const fetch = wordedRefusals(answering(409, body, { "X-Kept": "1" }), TEXTS, WHERE);
    const response = await fetch("/api/content", { method: "POST" });
    expect(response.status).toBe(409);
    expect(response.headers.get("X-Kept")).toBe("1");
    expect(await response.json()).toEqual({ ...body, error: "p wurde von Anna geändert." });
  });

  it("passes on what it has no words for as it came: a success, another address, no JSON, an unknown code", async () => {
    const cases: [ReturnType<typeof answering>, string][] = [
      [answering(200, { code: "failed" }), "/api/content"],
      [answering(500, { error: "x", code: "failed" }), "/api/contentious"],
      [answering(500, { error: "x", code: "failed" }), "https://other.example/api/content"],
      [answering(502, "<html>Bad gateway</html>"), "/api/content"],
      [answering(409, { error: "English", code: "new" }), "/api/content/status"],
      [answering(400, "null"), "/api/content"],
    ];
    for (const [inner, url] of cases) {
      const original = await inner.getMockImplementation()!();
      inner.mockResolvedValueOnce(original);
      expect(await wordedRefusals(inner, TEXTS, WHERE)(url)).toBe(original);
    }
  });

  it("words each problem of a save the build would refuse, and says those without a code as they came", async () => {
    const line = { file: "data/jobs/a.json", entry: null, values: {} };
    const body = {
      error: "English",
      code: "invalid",
      values: { problems: "English problems" },
      problems: [
        { ...line, field: "title.de", code: "blank", message: "must not be empty" },
        { ...line, field: null, code: null, message: "data/locales/de/jobs.json: a problem said in English" },
        null,
      ],
    };
    const response = await wordedRefusals(answering(422, body), TEXTS, WHERE)("/api/content");
    expect((await response.json()).error).toBe(
      'Nicht gespeichert:\ndata/jobs/a.json: Feld "title.de": darf nicht leer sein\n' +
        "data/jobs/a.json: data/locales/de/jobs.json: a problem said in English",
    );
  });
});
