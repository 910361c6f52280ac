/** @jest-environment node */
import { META_REFRESH_MARKER, metaRefreshFile, metaRefreshPage } from "../../../gatsby/hosting/meta-refresh";

describe("metaRefreshPage", () => {
  const page = metaRefreshPage(
    { from: "/de/kontakt", to: "/de/#contact", language: "de", origin: "entry" },
    "https://www.example.com",
  );

  it("is a complete document in the language of the redirect", () => {
    expect(page).toMatch(
      /^<!DOCTYPE html>\n<html lang="de">\n<head>\n<meta charset="utf-8">\n<title>.+<\/title>/,
    );
    expect(page).toContain("<h1>Diese Seite ist umgezogen</h1>");
    expect(page.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("sends the visitor on at once and keeps search engines out", () => {
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/de/#contact">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<link rel="canonical" href="https://www.example.com/de/">');
  });

  it("keeps the query where scripts run, placing it before the fragment", () => {
    expect(page).toContain('<script>location.replace("/de/"+location.search+"#contact")</script>');
  });

  it("shows a link for visitors whose browser does not follow the refresh", () => {
    expect(page).toContain('<a href="/de/#contact">https://www.example.com/de/#contact</a>');
  });

  it("is marked, so a later build can replace it", () => {
    expect(page).toContain(META_REFRESH_MARKER);
  });
});

describe("metaRefreshFile", () => {
  it("is the index page of the old path's folder, decoded", () => {
    expect(metaRefreshFile("/de/beratung")).toBe("de/beratung/index.html");
    expect(metaRefreshFile("/news/m%C3%BCller/")).toBe("news/müller/index.html");
  });

  it("is the old file itself for a path with an extension", () => {
    expect(metaRefreshFile("/news/old-post.html")).toBe("news/old-post.html");
  });
});
