import { rssFeed } from "../../src/news/rss";

const feed = {
  title: "News",
  description: "News from the machine maker",
  siteUrl: "https://x.example",
  link: "https://x.example/news/",
  feedUrl: "https://x.example/news/rss.xml",
  language: "en",
  items: [
    {
      title: 'Laser & Powder: "Open" <parameters>',
      url: "https://x.example/news/laser-powder/",
      date: "2026-03-05T10:00:00Z",
      description: "Fast & open.",
    },
  ],
};

describe("rssFeed", () => {
  it("escapes titles and descriptions", () => {
    const xml = rssFeed(feed);
    expect(xml).toContain("<title>Laser &amp; Powder: &quot;Open&quot; &lt;parameters&gt;</title>");
    expect(xml).toContain("<description>Fast &amp; open.</description>");
  });

  it("names its language, its own address and each post's link and date", () => {
    const xml = rssFeed(feed);
    expect(xml).toContain("<language>en</language>");
    expect(xml).toContain('<atom:link href="https://x.example/news/rss.xml" rel="self"');
    expect(xml).toContain('<guid isPermaLink="true">https://x.example/news/laser-powder/</guid>');
    expect(xml).toContain("<pubDate>Thu, 05 Mar 2026 10:00:00 GMT</pubDate>");
  });

  it("is a valid channel without items", () => {
    expect(rssFeed({ ...feed, items: [] })).toMatch(/<channel>[\s\S]*<\/channel>/);
  });
});
