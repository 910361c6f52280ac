/** @jest-environment node */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  contentImageSources,
  copyContentImages,
  rewriteContentImages,
} from "../../../../plugins/source-wordpress-news/src/images/content-images";
import { createDirectoryTransport } from "../../../../plugins/source-wordpress-news/src/transport/directory-transport";
import { fakeCache, temporaryDirectory } from "../../../support/source-wordpress-news/gatsby-fakes";

const SAMPLE = path.resolve(__dirname, "../../../../data/news-sample");
const directory = temporaryDirectory();
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("images in a post's HTML", () => {
  it("are found in sanitized HTML, entities decoded", () => {
    const html =
      '<p><img src="media/a.jpg?x=1&amp;y=2" alt="" /></p><img alt="b" src="https://cdn.example/b.png" />';
    expect(contentImageSources(html)).toEqual(["media/a.jpg?x=1&y=2", "https://cdn.example/b.png"]);
  });

  it("point at their copies, without WordPress's srcset", () => {
    const html =
      '<img src="https://wp.example/a.jpg" srcset="https://wp.example/a-300.jpg 300w" sizes="100vw" alt="A" />' +
      '<img src="https://cdn.example/b.png" alt="B" />';
    expect(
      rewriteContentImages(html, new Map([["https://wp.example/a.jpg", "/news-media/0123/a.jpg"]])),
    ).toBe('<img src="/news-media/0123/a.jpg" alt="A" /><img src="https://cdn.example/b.png" alt="B" />');
  });

  it("are copied from the source into public/, and left alone on other hosts", async () => {
    const publicDir = path.join(directory, "public");
    const warn = jest.fn();
    const context = {
      transport: createDirectoryTransport(SAMPLE),
      request: { retry: { retries: 0, baseDelayMs: 1 } },
      cache: fakeCache(path.join(directory, "cache")),
      publicDir,
      pathPrefix: "/site",
      warn,
    };
    const posts = [
      {
        contentHtml:
          '<img src="media/cooling-plate.jpg" alt="Plate" /><img src="https://cdn.example/b.png" alt="B" />' +
          '<img src="media/missing.jpg" alt="Gone" />',
        excerptHtml: "",
      },
    ];
    const [copied] = await copyContentImages(posts, context);
    const src = /src="([^"]+)"/.exec(copied.contentHtml)?.[1] ?? "";
    expect(src).toMatch(/^\/site\/news-media\/[0-9a-f]{16}\/cooling-plate\.jpg$/);
    expect(readFileSync(path.join(publicDir, src.slice("/site".length)))).toEqual(
      readFileSync(path.join(SAMPLE, "media/cooling-plate.jpg")),
    );
    expect(copied.contentHtml).toContain('<img src="https://cdn.example/b.png" alt="B" />');
    expect(copied.contentHtml).toContain('<img src="media/missing.jpg" alt="Gone" />');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("The image media/missing.jpg in a post keeps its original address"),
    );

    // The next build finds the copy and reads only what it could not copy before.
    const transport = createDirectoryTransport(SAMPLE);
    const get = jest.spyOn(transport, "get");
    const [again] = await copyContentImages(posts, { ...context, transport });
    expect(again.contentHtml).toBe(copied.contentHtml);
    expect(get.mock.calls.map(([target]) => target)).toEqual(["media/missing.jpg"]);
  });
});
