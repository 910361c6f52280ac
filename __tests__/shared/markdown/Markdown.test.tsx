import { screen } from "@testing-library/react";
import { Markdown } from "../../../src/shared/markdown/Markdown";
import { renderWithI18n } from "../../support/render-with-i18n";

function renderMarkdown(text: string) {
  return renderWithI18n(
    <Markdown language="en" newTabLabel="(opens in a new tab)">
      {text}
    </Markdown>,
  );
}

/** Independent of the policy under test: how a browser would read the start of a URL. */
function scheme(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020\u007f-\u00a0\u200b\ufeff]/g, "").toLowerCase();
}

const DANGEROUS = /^(?:javascript|vbscript|file|data):/;

function expectNothingDangerous(container: HTMLElement) {
  expect(container.querySelector("script, iframe, object, embed, style, svg, form, input")).toBeNull();
  for (const element of Array.from(container.querySelectorAll("*"))) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name).not.toMatch(/^on/i);
      expect(name).not.toBe("style");
      expect(scheme(value)).not.toMatch(/(?:javascript|vbscript):/);
      if (name === "href" || name === "src") expect(scheme(value)).not.toMatch(DANGEROUS);
    }
  }
}

describe("Markdown", () => {
  describe("with hostile input", () => {
    it.each([
      "[x](javascript:alert(1))",
      "[x](JaVaScRiPt:alert(1))",
      "[x]( javascript:alert(1))",
      "[x](\tjavascript:alert(1))",
      "[x](<java\tscript:alert(1)>)",
      "[x](javascript&colon;alert(1))",
      "[x](&#106;avascript:alert(1))",
      "[x](javascript%3Aalert(1))",
      "[x][ref]\n\n[ref]: javascript:alert(1)",
      "<javascript:alert(1)>",
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="  JAVASCRIPT:alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="file:///etc/passwd">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a href="https://example.com" onclick="alert(1)" style="color:red">x</a>',
      '<img src="x" onerror="alert(1)">',
      '<img src="javascript:alert(1)">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      "![x](data:image/svg+xml;base64,PHN2Zz4=)",
      "<script>alert(1)</script>",
      "text <script>alert(1)</script> text",
      '<iframe src="https://evil.example"></iframe>',
      '<object data="https://evil.example/x.swf"></object>',
      '<embed src="https://evil.example/x.swf">',
      '<div style="background:url(javascript:alert(1))">x</div>',
      "<svg onload=alert(1)>",
      '<svg><script href="data:,alert(1)"></script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">',
      '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"></form>',
      '<details open ontoggle="alert(1)">x</details>',
      '<blockquote cite="javascript:alert(1)">x</blockquote>',
      "<style>body { background: url(javascript:alert(1)) }</style>",
    ])("renders %j without script, handlers or dangerous URLs", (text) => {
      const { container } = renderMarkdown(text);
      expectNothingDangerous(container);
    });

    it("keeps the text of a blocked link as plain text", () => {
      const { container } = renderMarkdown("Please [click here](javascript:alert(1)) now.");
      expect(screen.queryByRole("link")).toBeNull();
      expect(container).toHaveTextContent("Please click here now.");
    });

    it("drops script content instead of showing it as text", () => {
      const { container } = renderMarkdown("before <script>alert(1)</script> after");
      expect(container).not.toHaveTextContent("alert");
    });
  });

  describe("images", () => {
    it.each([
      "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
      "data:image/png;base64,iVBORw0KGgo=",
      "data:image/jpeg;base64,/9j/4AAQSkZJRg==",
      "data:image/webp;base64,UklGRhYAAABXRUJQ",
    ])("keeps the inline raster image %s", (src) => {
      renderMarkdown(`![Build plate](${src})`);
      expect(screen.getByRole("img", { name: "Build plate" })).toHaveAttribute("src", src);
    });

    it("keeps web and site images with their alt text", () => {
      renderMarkdown(
        '![Metal part](/images/part.jpg "A part")\n\n<img src="https://cdn.example.com/a.png" alt="Cdn">',
      );
      expect(screen.getByRole("img", { name: "Metal part" })).toHaveAttribute("src", "/images/part.jpg");
      expect(screen.getByRole("img", { name: "Cdn" })).toHaveAttribute(
        "src",
        "https://cdn.example.com/a.png",
      );
    });

    it("removes an SVG data image", () => {
      const { container } = renderMarkdown('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="logo">');
      expect(container.querySelector("img")).toBeNull();
    });
  });

  describe("links", () => {
    it.each([
      ["[Site](https://example.com)", "https://example.com"],
      ["[Protocol-relative](//evil.example)", "//evil.example"],
      ["[Mail](mailto:sales@example.com)", "mailto:sales@example.com"],
      ["[Call](tel:+49301234567)", "tel:+49301234567"],
    ])("opens %s in a new tab without access to this page", (text, href) => {
      renderMarkdown(text);
      const link = screen.getByRole("link");
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")?.split(" ")).toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
    });

    it("leads an unprefixed site link to the page in the language of the text", () => {
      renderWithI18n(
        <Markdown language="de" newTabLabel="(öffnet in einem neuen Tab)">
          {"[Team](/team/#management) and [Start](/)"}
        </Markdown>,
        { language: "de" },
      );
      expect(screen.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/de/team/#management");
      expect(screen.getByRole("link", { name: "Start" })).toHaveAttribute("href", "/de/");
    });

    it.each([
      ["[Jobs](/jobs/)", "/jobs/"],
      ["[Contact](#contact)", "#contact"],
      ['<a href="/de/team/" title="Team">Team</a>', "/de/team/"],
    ])("keeps the site link %s in the same tab", (text, href) => {
      renderMarkdown(text);
      const link = screen.getByRole("link");
      expect(link).toHaveAttribute("href", href);
      expect(link).not.toHaveAttribute("target");
      expect(link).not.toHaveAttribute("rel");
    });

    it("links bare URLs", () => {
      renderMarkdown("see https://example.com for details");
      expect(screen.getByRole("link", { name: /https:\/\/example\.com/ })).toHaveAttribute(
        "href",
        "https://example.com",
      );
    });
  });

  describe("layout", () => {
    it("keeps single line breaks", () => {
      const { container } = renderMarkdown("a\nb");
      expect(container.querySelector("p br")).not.toBeNull();
    });

    it("renders a GFM table", () => {
      renderMarkdown("| Machine | Volume |\n| --- | ---: |\n| M1 | 250 mm |");
      expect(screen.getByRole("table")).toBeInTheDocument();
      expect(screen.getByRole("columnheader", { name: "Machine" })).toBeInTheDocument();
      expect(screen.getByRole("cell", { name: "250 mm" })).toBeInTheDocument();
    });

    it.each([
      ["# Title", 2],
      ["## Title", 2],
      ["### Title", 3],
      ["#### Title", 4],
      ["###### Title", 4],
      ["<h1>Title</h1>", 2],
    ])("renders %j at heading level %i", (text, level) => {
      const { container } = renderMarkdown(text);
      expect(screen.getByRole("heading", { name: "Title", level })).toBeInTheDocument();
      expect(container.querySelector("h1, h5, h6")).toBeNull();
    });

    it("keeps emphasis, lists, quotes and code", () => {
      const { container } = renderMarkdown(
        "**bold** _em_ ~~gone~~ H<sub>2</sub>O x<sup>2</sup>\n\n- one\n- two\n\n> quote\n\n```js\nlet a;\n```\n\n---",
      );
      for (const tag of [
        "strong",
        "em",
        "del",
        "sub",
        "sup",
        "ul",
        "li",
        "blockquote",
        "pre",
        "code",
        "hr",
      ]) {
        expect(container.querySelector(tag)).not.toBeNull();
      }
      expect(container.querySelector("code")).toHaveClass("language-js");
    });
  });
});
