/** @jest-environment node */
import { rewriteHtmlText } from "../../../gatsby/search/html-text.mjs";

describe("rewriting the text of an HTML document", () => {
  const upper = (text: string) => text.replace(/pulver|bett/gi, (word) => word.toUpperCase());

  it("changes the text between tags and keeps the markup and entities as written", () => {
    expect(rewriteHtmlText('<p class="note">Das Pulver &amp; <b>Bett</b></p>', upper)).toBe(
      '<p class="note">Das PULVER &amp; <b>BETT</b></p>',
    );
  });

  it("leaves scripts, styles, the title and comments alone", () => {
    const html =
      "<html><head><title>Pulver</title><style>.pulver{}</style><script>var pulver = 1 < 2;</script></head>" +
      "<body><!-- pulver -->pulver</body></html>";
    expect(rewriteHtmlText(html, upper)).toBe(html.replace("-->pulver<", "-->PULVER<"));
  });
});
