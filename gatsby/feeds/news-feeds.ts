import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES } from "../../src/shared/i18n/languages";
import { shortDescription } from "../../src/news/short-description";
import { newsFeedPath, newsIndexPath, newsPostPath } from "../../src/news/news-paths";
import { rssFeed } from "../../src/news/rss";
import { absoluteUrl } from "../../src/shared/seo/absolute-url";
import { siteConfiguration } from "../configuration/site-configuration";

const FEED_SIZE = 20;

export interface FeedPost {
  slug: string;
  /** The language the post is written in (the GraphQL field's name). */
  language: string;
  title: string;
  date: string;
  excerptText: string;
  protected: boolean;
}

type Graphql = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/** Writes /news/rss.xml and /de/news/rss.xml with the latest posts of each language. */
export async function writeNewsFeeds(graphql: Graphql, publicDir: string, localesDir: string): Promise<void> {
  const result = await graphql<{ allWpNewsPost: { nodes: FeedPost[] } }>(`
    query NewsFeeds {
      allWpNewsPost(sort: { date: DESC }) {
        nodes {
          slug
          language
          title
          date
          excerptText
          protected
        }
      }
    }
  `);
  if (result.errors || !result.data)
    throw new Error(`Could not query the news for the feeds: ${String(result.errors)}`);
  const base = siteConfiguration().siteUrl;
  for (const feedLanguage of LANGUAGES) {
    const texts = JSON.parse(await readFile(path.join(localesDir, feedLanguage, "news.json"), "utf8")) as {
      meta: { title: string; description: string };
      protected: string;
    };
    const items = result.data.allWpNewsPost.nodes
      .filter((post) => post.language === feedLanguage)
      .slice(0, FEED_SIZE)
      .map((post) => ({
        title: post.title,
        url: absoluteUrl(base, newsPostPath(feedLanguage, post.slug)),
        date: post.date,
        description: post.protected ? texts.protected : shortDescription(post.excerptText, 300),
      }));
    const feedPath = newsFeedPath(feedLanguage);
    const file = path.join(publicDir, feedPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      rssFeed({
        title: texts.meta.title,
        description: texts.meta.description,
        siteUrl: base,
        link: `${base}${newsIndexPath(feedLanguage)}`,
        feedUrl: `${base}${feedPath}`,
        language: feedLanguage,
        items,
      }),
    );
  }
}
