/** @jest-environment node */
import { existsSync, rmSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { Kind, parse, type ObjectTypeDefinitionNode } from "graphql";
import { TYPE_DEFS } from "../../../plugins/source-wordpress-news/src/schema/node-types";
import { sourceNodes } from "../../../plugins/source-wordpress-news/src/source-nodes";
import { FaultServer, html, json, restPost } from "../../support/source-wordpress-news/fault-server";
import {
  fakeCache,
  fakeNodeActions,
  fakeReporter,
  temporaryDirectory,
  type CreatedNode,
} from "../../support/source-wordpress-news/gatsby-fakes";

const SAMPLE = path.resolve(__dirname, "../../../data/news-sample");
const OPTIONS = {
  plugins: [],
  languages: ["en", "de"],
  defaultLanguage: "en",
  pageSize: 100,
  retries: 1,
  retryBaseDelayMs: 1,
  timeoutMs: 2000,
};
const directory = temporaryDirectory();
const server = new FaultServer();
let baseUrl = "";

beforeAll(async () => {
  baseUrl = await server.start();
});
afterAll(async () => {
  await server.stop();
  rmSync(directory, { recursive: true, force: true });
});

async function source(options: Record<string, unknown>, cache = fakeCache(path.join(directory, "cache"))) {
  const actions = fakeNodeActions();
  const reporter = fakeReporter();
  const run = sourceNodes as unknown as (args: unknown, options: unknown) => Promise<void>;
  const result = run(
    {
      actions: { createNode: actions.createNode },
      cache,
      createNodeId: actions.createNodeId,
      createContentDigest: actions.createContentDigest,
      pathPrefix: "",
      reporter,
      store: { getState: () => ({ program: { directory } }) },
    },
    { ...OPTIONS, ...options },
  );
  return { result, nodes: actions.nodes, reporter };
}

const ofType = (nodes: CreatedNode[], type: string) => nodes.filter((node) => node.internal.type === type);

/** The fields the schema declares for a type. */
function declaredFields(type: string): string[] {
  const definition = parse(TYPE_DEFS).definitions.find(
    (node): node is ObjectTypeDefinitionNode =>
      node.kind === Kind.OBJECT_TYPE_DEFINITION && node.name.value === type,
  );
  return (definition?.fields ?? []).map((field) => field.name.value).sort();
}

describe("sourcing the sample set (no WordPress url)", () => {
  let nodes: CreatedNode[] = [];
  beforeAll(async () => {
    const sourced = await source({ sampleDir: SAMPLE });
    await sourced.result;
    nodes = sourced.nodes;
    expect(sourced.reporter.info).toHaveBeenCalledWith(
      `source-wordpress-news: 11 posts (6 en, 5 de) from ${SAMPLE}`,
    );
  });

  it("reads both pages of sample posts in both languages", () => {
    const posts = ofType(nodes, "WpNewsPost");
    expect(posts).toHaveLength(11);
    expect(posts.filter((post) => post.language === "en")).toHaveLength(6);
    expect(posts.filter((post) => post.language === "de")).toHaveLength(5);
  });

  it("creates every node with exactly the declared fields", () => {
    for (const type of ["WpNewsPost", "WpNewsCategory", "WpNewsTag", "WpNewsAuthor"]) {
      const created = ofType(nodes, type);
      expect(created.length).toBeGreaterThan(0);
      for (const node of created) {
        const fields = Object.keys(node)
          .filter((key) => !["id", "parent", "children", "internal"].includes(key))
          .sort();
        expect(fields).toEqual(declaredFields(type));
      }
    }
  });

  it("links featured images to File nodes and leaves the one behind an embed error out", () => {
    const files = new Map(ofType(nodes, "File").map((file) => [file.id, file]));
    const posts = ofType(nodes, "WpNewsPost");
    const withImage = posts.filter((post) => post.featuredImage !== null);
    expect(withImage).toHaveLength(10);
    for (const post of withImage) {
      const file = files.get(post.featuredImage as string);
      expect(file).toBeDefined();
      expect(existsSync(file?.absolutePath as string)).toBe(true);
    }
    const roadmap = posts.find((post) => post.slug === "partner-preview-roadmap-2025");
    expect(roadmap).toMatchObject({ protected: true, contentHtml: "", excerptHtml: "", featuredImage: null });
    expect(posts.find((post) => post.wpId === 109)?.featuredImageAlt).toBe("");
  });

  it("decodes titles and links translations", () => {
    const posts = ofType(nodes, "WpNewsPost");
    expect(posts.find((post) => post.wpId === 107)).toMatchObject({
      title: "Heat exchangers & cooling plates: how “print first, machine later” saved eight weeks",
      translations: [{ language: "de", slug: "waermeuebertrager-anwendungsbericht" }],
      date: "2025-02-18T09:00:00+01:00",
    });
    expect(posts.find((post) => post.wpId === 108)?.title).toBe(
      "Wärmeübertrager & Kühlplatten: Wie „erst drucken, dann fräsen“ acht Wochen spart",
    );
  });

  it("copies images in the content into public/ and keeps internal links", () => {
    const post = ofType(nodes, "WpNewsPost").find((node) => node.wpId === 103);
    const src = /<img [^>]*src="([^"]+)"/.exec(post?.contentHtml as string)?.[1] ?? "";
    expect(src).toMatch(/^\/news-media\/[0-9a-f]{16}\/melt-pool-monitoring\.jpg$/);
    expect(existsSync(path.join(directory, "public", src))).toBe(true);
    expect(post?.contentHtml).toContain('<a href="/machines/aconity-platform/">');
  });

  it("gives categories their language from their posts", () => {
    const categories = ofType(nodes, "WpNewsCategory");
    expect(categories.find((category) => category.slug === "messen")).toMatchObject({
      language: "de",
      count: 1,
    });
    expect(categories.find((category) => category.slug === "applications")).toMatchObject({
      name: "Applications & Research",
      language: "en",
      isLanguageMarker: false,
    });
  });
});

describe("sourcing from WordPress", () => {
  it("builds with zero posts", async () => {
    server.answer((_request, response) =>
      json(response, 200, [], { "X-WP-Total": "0", "X-WP-TotalPages": "0" }),
    );
    const { result, nodes, reporter } = await source({ url: baseUrl });
    await result;
    expect(nodes).toEqual([]);
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(`source-wordpress-news: 0 posts from ${baseUrl}/`);
  });

  it("stops the build with the URL, the status and what came back when WordPress is down", async () => {
    server.answer((_request, response) =>
      html(response, 500, "<html><body>Error establishing a database connection</body></html>"),
    );
    const { result, reporter } = await source({ url: baseUrl });
    await expect(result).rejects.toThrow("panic");
    expect(reporter.panic).toHaveBeenCalledWith(
      `source-wordpress-news could not read the news from ${baseUrl}/:\n` +
        `GET ${baseUrl}/wp-json/wp/v2/posts?_embed&per_page=100&page=1 answered 500 Internal Server Error: ` +
        'HTML instead of JSON: "<html><body>Error establishing a database connection</body></html>". Gave up after 2 attempts.',
    );
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("Trying again in"));
  });

  it("warns about a post whose slug is no page path and makes no node of it", async () => {
    server.answer((_request, response) =>
      json(
        response,
        200,
        [restPost(1, { slug: "%c3%bcber-uns" }), restPost(2, { slug: "..%2f..%2fadmin" })],
        { "X-WP-TotalPages": "1" },
      ),
    );
    const { result, nodes, reporter } = await source({ url: baseUrl });
    await result;
    expect(ofType(nodes, "WpNewsPost").map((post) => [post.wpId, post.slug])).toEqual([[1, "über-uns"]]);
    expect(reporter.warn).toHaveBeenCalledWith(
      'source-wordpress-news: left out post 2: slug "..%2f..%2fadmin" is not a single path segment of ' +
        "letters, digits, '-' and '_'. Give it a plain slug in WordPress.",
    );
    expect(reporter.panic).not.toHaveBeenCalled();
  });

  it("tries a 429 again and tells the build log", async () => {
    server.answer((_request, response, count) => {
      if (count === 1) json(response, 429, { code: "too_many" }, { "Retry-After": "0" });
      else json(response, 200, [restPost(1)], { "X-WP-TotalPages": "1" });
    });
    const { result, nodes, reporter } = await source({ url: baseUrl });
    await result;
    expect(ofType(nodes, "WpNewsPost")).toHaveLength(1);
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.stringContaining(`answered 429: the WordPress error too_many. Trying again in`),
    );
  });

  it("reads only the posts the publisher names when the last read is kept, and every post otherwise", async () => {
    const cache = fakeCache(path.join(directory, "cache"));
    const listed = [restPost(2, { title: { rendered: "Two" } }), restPost(1)];
    const wordPress = (request: http.IncomingMessage, response: http.ServerResponse) => {
      const include = new URL(request.url ?? "/", baseUrl).searchParams.get("include");
      const posts =
        include === null ? listed : listed.filter((post) => include.split(",").includes(String(post.id)));
      json(response, 200, posts, { "X-WP-TotalPages": "1" });
    };
    server.answer(wordPress);
    // No last read yet: every post, though the publisher names one.
    let sourced = await source({ url: baseUrl, changedPosts: [2] }, cache);
    await sourced.result;
    expect(sourced.reporter.info).toHaveBeenCalledWith(
      "source-wordpress-news: reading every post (no usable last read)",
    );

    listed[0] = restPost(2, { title: { rendered: "Two, edited" } });
    listed.push(restPost(3, { date_gmt: "2025-01-03T09:00:00" }));
    server.answer(wordPress);
    sourced = await source({ url: baseUrl, changedPosts: [2] }, cache);
    await sourced.result;
    expect(server.requests.map(({ url }) => new URL(url, baseUrl).searchParams.get("include"))).toEqual([
      "2",
    ]);
    const titles = ofType(sourced.nodes, "WpNewsPost").map((post) => [post.wpId, post.title]);
    // Post 3 was not named: it waits for the call that names it (or the next full read).
    expect(titles).toEqual([
      [2, "Two, edited"],
      [1, expect.any(String)],
    ]);

    // Unnamed, the build reads every post, as WordPress lists them.
    sourced = await source({ url: baseUrl }, cache);
    await sourced.result;
    expect(ofType(sourced.nodes, "WpNewsPost").map((post) => post.wpId)).toEqual([2, 1, 3]);
  });
});
