/** @jest-environment node */
import { sanitizeContent } from "../../../../plugins/source-wordpress-news/src/content/sanitize-content";

describe("sanitizing a post's HTML", () => {
  it.each([
    ["javascript: link", '<a href="javascript:alert(1)">x</a>'],
    ["mixed case", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["decimal entity", '<a href="&#106;avascript:alert(1)">x</a>'],
    ["padded decimal entity", '<a href="&#0000106;avascript:alert(1)">x</a>'],
    ["hex entities and &colon;", '<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>'],
    ["a tab inside", '<a href="java\tscript:alert(1)">x</a>'],
    ["an encoded tab inside", '<a href="java&#x09;script:alert(1)">x</a>'],
    ["an encoded newline inside", '<a href="java&#10;script:alert(1)">x</a>'],
    ["leading spaces", '<a href="   javascript:alert(1)">x</a>'],
    ["a leading control character", '<a href="\u0001javascript:alert(1)">x</a>'],
    ["vbscript:", '<a href="VBScript:msgbox(1)">x</a>'],
    ["data: in a link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ["data: in an image", '<p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x"></p>'],
    ["javascript: in srcset", '<img src="a.jpg" srcset="javascript:alert(1) 2x" alt="x">'],
    ["javascript: in a blockquote cite", '<blockquote cite="javascript:alert(1)">q</blockquote>'],
    ["a script", "<p>a</p><script>alert(1)</script>"],
    ["a script in SVG", "<svg><script>alert(1)</script></svg>"],
    ["an event handler", '<img src="a.jpg" onerror="alert(1)" alt="x">'],
    ["an unquoted event handler", "<p onmouseover=alert(1)>a</p>"],
    ["an event handler in capitals", '<a href="/" ONCLICK="alert(1)">x</a>'],
    ["a style attribute", '<p style="background:url(javascript:alert(1))">a</p>'],
    ["a style element", "<style>body{display:none}</style><p>a</p>"],
    ["an object", '<object data="evil.swf"></object>'],
    ["an embed", '<embed src="evil.swf">'],
    ["a form", '<form action="https://evil.example/"><input name="password"><button>Send</button></form>'],
    ["a foreign iframe", '<iframe src="https://evil.example/"></iframe>'],
    ["a javascript: iframe", '<iframe src="javascript:alert(1)"></iframe>'],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
    ["a base element", '<base href="https://evil.example/">'],
  ])("removes %s", (_case, html) => {
    const clean = sanitizeContent(html);
    expect(clean).not.toMatch(
      /javascript|vbscript|data:|<script|<style|<object|<embed|<form|<input|<meta|<base/i,
    );
    expect(clean).not.toMatch(/\son\w+=|\sstyle=|alert|evil/i);
  });

  it("keeps the HTML of an ordinary post", () => {
    const html =
      '<h2 class="wp-block-heading">Results</h2><p>Read <a href="/machines/metal-lbpf/">more</a>, ' +
      "<strong>bold</strong> and <em>italic</em>.<br></p>" +
      '<ul class="wp-block-list"><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<figure class="wp-block-image size-large"><img src="https://news.example.com/a.jpg" ' +
      'srcset="https://news.example.com/a-300x169.jpg 300w" alt="A part" width="1200" height="675">' +
      '<figcaption class="wp-element-caption">Caption</figcaption></figure>' +
      '<blockquote class="wp-block-quote"><p>Quote</p><cite>Someone</cite></blockquote>' +
      "<pre><code>G1 X10</code></pre><hr>" +
      '<table><thead><tr><th scope="col">Alloy</th></tr></thead><tbody><tr><td>CuCr1Zr</td></tr></tbody></table>' +
      '<p><a href="mailto:info@example.com">mail</a> <a href="https://example.com/">web</a></p>';
    expect(sanitizeContent(html)).toBe(
      '<h2 class="wp-block-heading">Results</h2><p>Read <a href="/machines/metal-lbpf/">more</a>, ' +
        "<strong>bold</strong> and <em>italic</em>.<br /></p>" +
        '<ul class="wp-block-list"><li>one</li></ul><ol start="3"><li>three</li></ol>' +
        '<figure class="wp-block-image size-large"><img src="https://news.example.com/a.jpg" ' +
        'srcset="https://news.example.com/a-300x169.jpg 300w" alt="A part" width="1200" height="675" />' +
        '<figcaption class="wp-element-caption">Caption</figcaption></figure>' +
        '<blockquote class="wp-block-quote"><p>Quote</p><cite>Someone</cite></blockquote>' +
        "<pre><code>G1 X10</code></pre><hr />" +
        '<table><thead><tr><th scope="col">Alloy</th></tr></thead><tbody><tr><td>CuCr1Zr</td></tr></tbody></table>' +
        '<p><a href="mailto:info@example.com">mail</a> <a href="https://example.com/">web</a></p>',
    );
  });

  it("keeps the text of a script-free element it drops, but not the code of a script", () => {
    expect(sanitizeContent("<p>a<script>alert(1)</script><font>b</font></p>")).toBe("<p>ab</p>");
  });

  it("keeps WordPress's classes only", () => {
    expect(sanitizeContent('<p class="has-text-align-center sr-only evil">a</p>')).toBe(
      '<p class="has-text-align-center">a</p>',
    );
  });

  it("turns a heading 1 into a heading 2: the page's title is the only h1", () => {
    expect(sanitizeContent("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  it("adds noopener to a link that opens a new tab", () => {
    expect(sanitizeContent('<a href="https://example.com/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  describe("video embeds", () => {
    it.each([
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://player.vimeo.com/video/76979871",
    ])("keeps a player from %s, with a title", (src) => {
      expect(
        sanitizeContent(
          `<iframe src="${src}" width="560" height="315" frameborder="0" allowfullscreen></iframe>`,
        ),
      ).toBe(`<iframe title="Video" src="${src}" width="560" height="315" allowfullscreen></iframe>`);
    });

    it.each([
      // WordPress's standard YouTube embed block.
      [
        "https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed",
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?feature=oembed",
      ],
      ["https://youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
      ["https://m.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
      ["https://WWW.YouTube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
      ["https://youtube-nocookie.com/embed/x?start=30", "https://www.youtube-nocookie.com/embed/x?start=30"],
    ])("moves a YouTube player from %s to the nocookie host the policy allows", (src, nocookie) => {
      expect(sanitizeContent(`<figure><iframe src="${src}" width="560"></iframe></figure>`)).toBe(
        `<figure><iframe title="Video" src="${nocookie.replace(/&/g, "&amp;")}" width="560"></iframe></figure>`,
      );
    });

    it("rewrites the src of a YouTube frame written with entities", () => {
      expect(sanitizeContent('<iframe src="https://www.youtube.com/embed/x?a=1&amp;b=2"></iframe>')).toBe(
        '<iframe title="Video" src="https://www.youtube-nocookie.com/embed/x?a=1&amp;b=2"></iframe>',
      );
    });

    it("keeps an editor's title", () => {
      expect(
        sanitizeContent('<iframe src="https://player.vimeo.com/video/1" title="Build job"></iframe>'),
      ).toBe('<iframe title="Build job" src="https://player.vimeo.com/video/1"></iframe>');
    });

    it.each([
      ["plain http", "http://www.youtube.com/embed/x"],
      ["a protocol-relative URL", "//www.youtube.com/embed/x"],
      ["a look-alike host", "https://www.youtube.com.evil.example/embed/x"],
      ["a host that only ends like one", "https://notyoutube.com/embed/x"],
      ["vimeo's site instead of its player", "https://vimeo.com/76979871"],
      ["a relative URL", "/embed/x"],
      ["plain http on the nocookie host", "http://www.youtube-nocookie.com/embed/x"],
      ["a port, which frame-src would block", "https://www.youtube-nocookie.com:8443/embed/x"],
      ["a port on YouTube's own host", "https://www.youtube.com:444/embed/x"],
      ["a YouTube look-alike", "https://www.youtube.com.evil.example/embed/x"],
    ])("drops a frame with %s", (_case, src) => {
      expect(sanitizeContent(`<p>a</p><iframe src="${src}">fallback</iframe>`)).toBe("<p>a</p>");
    });
  });
});
