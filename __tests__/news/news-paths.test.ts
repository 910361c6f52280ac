import {
  newsCategoryPath,
  newsFeedPath,
  newsIndexPath,
  newsPostPath,
  pageCount,
} from "../../src/news/news-paths";

describe("news paths", () => {
  it.each([
    [newsIndexPath("en"), "/news/"],
    [newsIndexPath("de"), "/de/news/"],
    [newsIndexPath("en", 2), "/news/page/2/"],
    [newsIndexPath("de", 3), "/de/news/page/3/"],
    [newsPostPath("de", "messe"), "/de/news/messe/"],
    [newsCategoryPath("en", "trade-fairs"), "/news/category/trade-fairs/"],
    [newsFeedPath("en"), "/news/rss.xml"],
    [newsFeedPath("de"), "/de/news/rss.xml"],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [25, 3],
  ])("%i posts fill %i index pages of 12", (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });
});
