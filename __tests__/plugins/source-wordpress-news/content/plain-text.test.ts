/** @jest-environment node */
import { plainText } from "../../../../plugins/source-wordpress-news/src/content/plain-text";

describe("plain text from rendered titles and names", () => {
  it.each([
    ["Bits &#038; Pieces", "Bits & Pieces"],
    ["&#8220;Print first, machine later&#8221;", "“Print first, machine later”"],
    ["Wie &#8222;erst drucken&#8220; hilft", "Wie „erst drucken“ hilft"],
    ["AT&amp;T", "AT&T"],
    ["Gr&uuml;&szlig;e aus K&ouml;ln &auml;&Auml;", "Grüße aus Köln äÄ"],
    ["Wärmeübertrager", "Wärmeübertrager"],
    ["Can&#8217;t stop &#8211; won&#8217;t stop&nbsp;&hellip;", "Can’t stop – won’t stop …"],
    ["Literal &amp;amp; stays one level", "Literal &amp; stays one level"],
    ["<em>Bold</em> claim", "Bold claim"],
    ["Title <script>alert(1)</script>", "Title"],
    ["&lt;script&gt;alert(1)&lt;/script&gt;", "<script>alert(1)</script>"],
    ["", ""],
  ])("%j → %j", (rendered, text) => {
    expect(plainText(rendered)).toBe(text);
  });
});
