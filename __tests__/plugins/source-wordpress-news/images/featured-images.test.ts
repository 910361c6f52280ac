/** @jest-environment node */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  createFeaturedImageFiles,
  imageName,
  type FeaturedImageContext,
} from "../../../../plugins/source-wordpress-news/src/images/featured-images";
import type { FeaturedMediaRef } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";
import { createHttpTransport } from "../../../../plugins/source-wordpress-news/src/transport/http-transport";
import { FaultServer, html } from "../../../support/source-wordpress-news/fault-server";
import {
  fakeCache,
  fakeNodeActions,
  temporaryDirectory,
} from "../../../support/source-wordpress-news/gatsby-fakes";

const server = new FaultServer();
let baseUrl = "";
let png: Buffer;
const directory = temporaryDirectory();
const cache = fakeCache(path.join(directory, "cache"));

beforeAll(async () => {
  baseUrl = await server.start();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#11C96D" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server.stop();
  rmSync(directory, { recursive: true, force: true });
});

function serveImages() {
  server.answer((request, response) => {
    if (request.url?.startsWith("/wp-content/uploads/")) {
      response.writeHead(200, { "Content-Type": "image/png" }).end(png);
    } else if (request.url === "/flaky.png" && server.requests.length === 1) {
      html(response, 502, "<html><body>Bad Gateway</body></html>");
    } else if (request.url === "/flaky.png") {
      response.writeHead(200, { "Content-Type": "image/png" }).end(png);
    } else {
      html(response, 404, "<html><head><title>Page not found</title></head></html>");
    }
  });
}

function context(
  warn = jest.fn(),
): FeaturedImageContext & { nodes: ReturnType<typeof fakeNodeActions>["nodes"] } {
  const actions = fakeNodeActions();
  return {
    transport: createHttpTransport({ baseUrl, timeoutMs: 2000 }),
    request: { retry: { retries: 2, baseDelayMs: 1 } },
    cache,
    createNode: actions.createNode,
    createNodeId: actions.createNodeId,
    nodes: actions.nodes,
    warn,
  };
}

const ref = (wpId: number, file: string, version = "2025-01-01T10:00:00"): FeaturedMediaRef => {
  const sourceUrl = `${baseUrl}/wp-content/uploads/2025/01/${file}`;
  return { wpId, sourceUrl, cacheKey: `${wpId}|${version}|${sourceUrl}` };
};

describe("featured images", () => {
  it("become File nodes, each image downloaded once however many posts feature it", async () => {
    serveImages();
    const images = context();
    const first = ref(21, "laser-lab.png");
    const files = await createFeaturedImageFiles([first, first, ref(22, "booth.png")], images);
    expect(server.requests.map((request) => request.url)).toEqual([
      "/wp-content/uploads/2025/01/laser-lab.png",
      "/wp-content/uploads/2025/01/booth.png",
    ]);
    expect(server.requests[0].headers.authorization).toBeUndefined();
    const node = images.nodes.find((created) => created.id === files.get(first.cacheKey));
    expect(node).toMatchObject({ internal: { type: "File", mediaType: "image/png" }, extension: "png" });
    expect(node?.name).toBe("laser-lab");
    expect(existsSync(node?.absolutePath as string)).toBe(true);
  });

  it("are not downloaded again by the next build while the file is there", async () => {
    serveImages();
    const images = context();
    const files = await createFeaturedImageFiles([ref(21, "laser-lab.png")], images);
    expect(server.requests).toEqual([]);
    expect(files.size).toBe(1);
  });

  it("are downloaded again when the image changed", async () => {
    serveImages();
    await createFeaturedImageFiles([ref(21, "laser-lab.png", "2025-02-01T10:00:00")], context());
    expect(server.requests).toHaveLength(1);
  });

  it("are downloaded again when the cached file is gone", async () => {
    serveImages();
    const cached = (await cache.get(`featured-image:${ref(22, "booth.png").cacheKey}`)) as { path: string };
    rmSync(cached.path);
    await createFeaturedImageFiles([ref(22, "booth.png")], context());
    expect(server.requests).toHaveLength(1);
  });

  it("are retried after a 5xx", async () => {
    serveImages();
    const flaky: FeaturedMediaRef = { wpId: 30, sourceUrl: `${baseUrl}/flaky.png`, cacheKey: "30||flaky" };
    const files = await createFeaturedImageFiles([flaky], context());
    expect(server.requests).toHaveLength(2);
    expect(files.has("30||flaky")).toBe(true);
  });

  it("are left out with a warning when missing, and the build goes on", async () => {
    serveImages();
    const warn = jest.fn();
    const missing: FeaturedMediaRef = { wpId: 31, sourceUrl: `${baseUrl}/gone.jpg`, cacheKey: "31||gone" };
    const files = await createFeaturedImageFiles([missing], context(warn));
    expect(files.size).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`The featured image 31 is left out: GET ${baseUrl}/gone.jpg answered 404`),
    );
  });

  it("stop the build when the server keeps failing", async () => {
    server.answer((_request, response) => html(response, 500, "<html><body>Fatal error</body></html>"));
    const broken: FeaturedMediaRef = { wpId: 32, sourceUrl: `${baseUrl}/broken.jpg`, cacheKey: "32||broken" };
    await expect(createFeaturedImageFiles([broken], context())).rejects.toThrow(
      `GET ${baseUrl}/broken.jpg answered 500 Internal Server Error: HTML instead of an image`,
    );
    expect(server.requests).toHaveLength(3);
  });

  it.each([
    ["https://news.example.com/wp-content/uploads/2025/01/Laser Lab (1).JPG", "Laser-Lab-1"],
    ["media/laser-lab.jpg", "laser-lab"],
    ["https://news.example.com/?attachment=7", "media-7"],
  ])("are named after their URL: %s", (url, name) => {
    expect(imageName(url, 7)).toBe(name);
  });
});
