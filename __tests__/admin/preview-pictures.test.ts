/** @jest-environment jsdom */
import { previewPictures } from "../../src/admin/preview-pictures.mjs";

const API = "/api/content";

beforeEach(() => {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/${(next += 1)}`);
});

/** A fetch answer with what the code reads of it (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

function drop(files: { name: string }[]) {
  const event = new Event("drop", { bubbles: true });
  Object.defineProperty(event, "dataTransfer", { value: { files } });
  document.body.dispatchEvent(event);
}

describe("previewPictures", () => {
  it("shows a file the editor dropped into the library by its name, as Decap stores it", () => {
    const fetch = jest.fn();
    const pictures = previewPictures({ apiPath: API, fetch, document });
    drop([{ name: "Pulverbett Übersicht.JPG" }]);
    expect(pictures.urlOf("images/jobs/pulverbett-ubersicht.jpg", jest.fn())).toBe("blob:http://localhost/1");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads a library file once from the content API, and says when it is ready", async () => {
    const fetch = jest.fn(async () => answer(200, { content: btoa("GIF89a"), encoding: "base64" }));
    const pictures = previewPictures({ apiPath: API, fetch, document });
    let done = () => {};
    const called = new Promise<void>((resolve) => (done = resolve));
    const ready = jest.fn(() => done());
    expect(pictures.urlOf("images/jobs/other.gif", ready)).toBeUndefined();
    expect(pictures.urlOf("images/jobs/other.gif", ready)).toBeUndefined();
    await called;
    expect(ready).toHaveBeenCalledTimes(1);
    expect(pictures.urlOf("images/jobs/other.gif", ready)).toMatch(/^blob:/);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      action: "getMediaFile",
      params: { path: "data/images/jobs/other.gif" },
      branch: "main",
    });
  });

  it("leaves a file it cannot read to the built picture, and does not ask again", async () => {
    const fetch = jest.fn(async () => answer(404, {}));
    const pictures = previewPictures({ apiPath: API, fetch, document });
    const ready = jest.fn();
    pictures.urlOf("images/jobs/gone.jpg", ready);
    // The failed read settles within the microtasks of its answer.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(pictures.urlOf("images/jobs/gone.jpg", ready)).toBeUndefined();
    expect(ready).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
