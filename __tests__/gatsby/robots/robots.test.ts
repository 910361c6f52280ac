import { robotsTxt } from "../../../gatsby/robots/robots";

describe("robotsTxt", () => {
  const robots = robotsTxt("https://www.example.com");

  it("lets every crawler in", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  it("keeps crawlers out of the sign-in callback in both languages", () => {
    expect(robots).toMatch(/^Disallow: \/login\/$/m);
    expect(robots).toMatch(/^Disallow: \/de\/login\/$/m);
  });

  it("announces the sitemap index on the site's address", () => {
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap-index\.xml$/m);
  });

  it("disallows nothing else", () => {
    expect(robots.match(/^Disallow:/gm)).toHaveLength(2);
  });
});
