/** An RSS 2.0 feed of news posts. Pure: the build writes the string to /news/rss.xml per language. */
interface FeedItem {
  title: string;
  url: string;
  date: string;
  description: string;
}

export interface Feed {
  title: string;
  description: string;
  siteUrl: string;
  /** Absolute URL of the news index and of the feed itself. */
  link: string;
  feedUrl: string;
  language: string;
  items: readonly FeedItem[];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function rssFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.link)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${feed.language}</language>`,
    `    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
