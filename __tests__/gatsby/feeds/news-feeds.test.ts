/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeNewsFeeds, type FeedPost } from "../../../gatsby/feeds/news-feeds";

const SITE_URL = "https://www.example.com";
const TEXTS = {
  en: { meta: { title: "News", description: "News of the site" }, protected: "This post is protected." },
  de: { meta: { title: "Neuigkeiten", description: "Neues der Website" }, protected: "Geschützter Beitrag." },
};

let folder: string;
let publicDir: string;
let localesDir: string;
const savedSiteUrl = process.env.SITE_URL;

beforeEach(() => {
  process.env.SITE_URL = SITE_URL;
  folder = mkdtempSync(path.join(tmpdir(), "news-feeds-"));
  publicDir = path.join(folder, "public");
  localesDir = path.join(folder, "locales");
  for (const [language, texts] of Object.entries(TEXTS)) {
    mkdirSync(path.join(localesDir, language), { recursive: true });
    writeFileSync(path.join(localesDir, language, "news.json"), JSON.stringify(texts));
  }
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
});

function post(language: string, slug: string, fields: Partial<FeedPost> = {}): FeedPost {
  return {
    slug,
    language,
    title: `Title of ${slug}`,
    date: "2026-03-05T10:00:00Z",
    excerptText: `Excerpt of ${slug}`,
    protected: false,
    ...fields,
  };
}

/** A GraphQL function that answers the feeds' query with these posts, and keeps the query it was asked. */
function graphqlWith(posts: FeedPost[]) {
  const asked: string[] = [];
  const graphql = async <T>(query: string) => {
    asked.push(query);
    return { data: { allWpNewsPost: { nodes: posts } } as T };
  };
  return { graphql, asked };
}

async function feeds(posts: FeedPost[]): Promise<{ en: string; de: string }> {
  await writeNewsFeeds(graphqlWith(posts).graphql, publicDir, localesDir);
  return {
    en: readFileSync(path.join(publicDir, "news/rss.xml"), "utf8"),
    de: readFileSync(path.join(publicDir, "de/news/rss.xml"), "utf8"),
  };
}

/** Each <item>'s child elements, as written (entities not decoded). */
function items(feed: string): Record<string, string>[] {
  return [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) =>
    Object.fromEntries(
      [...body.matchAll(/<(\w+)[^>]*>([^<]*)<\/\1>/g)].map(([, name, text]) => [name, text]),
    ),
  );
}

describe("writeNewsFeeds", () => {
  it("writes one feed per language with that language's posts only", async () => {
    const { en, de } = await feeds([post("en", "laser"), post("de", "laser-de"), post("en", "powder")]);
    expect(items(en).map((item) => item.title)).toEqual(["Title of laser", "Title of powder"]);
    expect(items(de).map((item) => item.title)).toEqual(["Title of laser-de"]);
    expect(en).toContain("<language>en</language>");
    expect(de).toContain("<language>de</language>");
    expect(de).toContain("<title>Neuigkeiten</title>");
  });

  it("asks for the posts newest first and keeps that order", async () => {
    const { graphql, asked } = graphqlWith([post("en", "newer"), post("en", "older")]);
    await writeNewsFeeds(graphql, publicDir, localesDir);
    expect(asked[0]).toMatch(/allWpNewsPost\(sort: \{ date: DESC \}\)/);
    const en = readFileSync(path.join(publicDir, "news/rss.xml"), "utf8");
    expect(items(en).map((item) => item.title)).toEqual(["Title of newer", "Title of older"]);
  });

  it("holds the latest 20 posts of a language", async () => {
    const many = Array.from({ length: 25 }, (_, index) => post("en", `post-${index + 1}`));
    const { en, de } = await feeds([...many, post("de", "eins")]);
    expect(items(en)).toHaveLength(20);
    expect(items(en)[19].title).toBe("Title of post-20");
    expect(items(de)).toHaveLength(1);
  });

  it("links the posts, the news index and the feed itself by absolute URLs in the feed's language", async () => {
    const { en, de } = await feeds([post("en", "laser"), post("de", "laser-de")]);
    expect(items(en)[0]).toMatchObject({
      link: "https://www.example.com/news/laser/",
      guid: "https://www.example.com/news/laser/",
    });
    expect(items(de)[0].link).toBe("https://www.example.com/de/news/laser-de/");
    expect(de).toContain("<link>https://www.example.com/de/news/</link>");
    expect(de).toContain('<atom:link href="https://www.example.com/de/news/rss.xml" rel="self"');
    expect(en).toContain('<atom:link href="https://www.example.com/news/rss.xml" rel="self"');
  });

  it("escapes a hostile title and excerpt, so they stay text", async () => {
    const hostile = post("en", "hostile", {
      title: '</title><script>alert("x")</script> & more',
      excerptText: "<img src=x onerror=alert(1)> ]]>",
    });
    const { en } = await feeds([hostile]);
    expect(en).not.toContain("<script>");
    expect(en).not.toContain("<img");
    expect(items(en)[0].title).toBe(
      "&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more",
    );
    expect(items(en)[0].description).toBe("&lt;img src=x onerror=alert(1)&gt; ]]&gt;");
  });

  it("gives a password-protected post the notice instead of its excerpt", async () => {
    const { de } = await feeds([post("de", "intern", { protected: true, excerptText: "Geheim" })]);
    expect(items(de)[0].description).toBe("Geschützter Beitrag.");
    expect(de).not.toContain("Geheim");
  });

  it("shortens a long excerpt to 300 characters at most", async () => {
    const { en } = await feeds([post("en", "long", { excerptText: "word ".repeat(200) })]);
    expect(items(en)[0].description.length).toBeLessThanOrEqual(300);
    expect(items(en)[0].description.endsWith("…")).toBe(true);
  });

  it("writes empty feeds for a language without posts", async () => {
    const { de } = await feeds([post("en", "laser")]);
    expect(items(de)).toEqual([]);
    expect(de).toContain("<title>Neuigkeiten</title>");
  });

  it("stops the build when the query fails", async () => {
    const graphql = async <T>() =>
      ({ errors: [new Error("Cannot query field")] }) as { data?: T; errors?: unknown };
    await expect(writeNewsFeeds(graphql, publicDir, localesDir)).rejects.toThrow(
      /Could not query the news for the feeds/,
    );
  });
});
