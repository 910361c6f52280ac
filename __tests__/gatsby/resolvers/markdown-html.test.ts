/**
 * @jest-environment node
 */
import { markdownHtml } from "../../../gatsby/resolvers/markdown-html";

describe("markdownHtml", () => {
  it("renders Markdown to sanitized HTML for the page's language", () => {
    const html = markdownHtml(
      "**Fast** [tests](/testing/), [elsewhere](https://example.com) <script>alert(1)</script>",
      "de",
    );
    expect(html).toContain("<strong>Fast</strong>");
    expect(html).toContain('href="/de/testing/"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("öffnet in einem neuen Tab");
    expect(html).not.toContain("<script");
  });
});
