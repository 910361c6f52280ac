/** @jest-environment node */
import { MAX_BYTES, mediaProblem, svgProblem } from "../../../publisher/content/media-check.mjs";

const bytes = (...values: number[]) => Buffer.from(values);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const WEBP = Buffer.concat([Buffer.from("RIFF"), bytes(0x24, 0, 0, 0), Buffer.from("WEBPVP8 ")]);
const GIF = Buffer.from("GIF89a\u0001\u0000\u0001\u0000");
const PDF = Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n");
const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;

/** A file of `size` bytes that starts as `head` does. */
const sized = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

describe("mediaProblem", () => {
  it.each([
    ["a JPEG", JPEG, "photo.jpg"],
    ["a JPEG named .jpeg in capitals", JPEG, "photo.JPEG"],
    ["a PNG", PNG, "logo.png"],
    ["a WebP", WEBP, "photo.webp"],
  ])("accepts %s", (_case, content, name) => {
    expect(mediaProblem(content, "image", name)).toBeNull();
  });

  it("accepts a PDF", () => {
    expect(mediaProblem(PDF, "pdf", "datasheet.pdf")).toBeNull();
  });

  it("accepts an SVG of drawing only", () => {
    expect(
      mediaProblem(Buffer.from(svg('<circle cx="5" cy="5" r="4" fill="url(#g)"/>')), "image", "logo.svg"),
    ).toBeNull();
  });

  it.each([
    ["a PNG named .jpg", PNG, "photo.jpg", "JPG image"],
    ["a JPEG named .png", JPEG, "logo.png", "PNG image"],
    [
      "a RIFF that is not WebP",
      Buffer.concat([Buffer.from("RIFF"), bytes(0, 0, 0, 0), Buffer.from("WAVE")]),
      "photo.webp",
      "WEBP image",
    ],
    [
      "an HTML page named .pdf",
      Buffer.from("<html><script>alert(1)</script>"),
      "datasheet.pdf",
      "PDF document",
    ],
  ])("refuses %s, by its content", (_case, content, name, kind) => {
    expect(mediaProblem(content, name.endsWith(".pdf") ? "pdf" : "image", name)).toBe(
      `${name} is not a ${kind} (its content says otherwise).`,
    );
  });

  it("refuses a kind it does not know, a GIF, even with a GIF's signature", () => {
    expect(mediaProblem(GIF, "image", "anim.gif")).toMatch(
      /only JPEG, PNG, WebP and SVG images and PDF documents/,
    );
  });

  it("refuses an empty file", () => {
    expect(mediaProblem(Buffer.alloc(0), "image", "photo.png")).not.toBeNull();
  });

  it("accepts an image of exactly the limit and refuses one byte more, naming the limit", () => {
    expect(mediaProblem(sized(PNG, MAX_BYTES.image), "image", "big.png")).toBeNull();
    expect(mediaProblem(sized(PNG, MAX_BYTES.image + 1), "image", "big.png")).toMatch(
      /; the limit is 10 MB\.$/,
    );
  });

  it("refuses a PDF one byte over its own limit", () => {
    expect(mediaProblem(sized(PDF, MAX_BYTES.pdf + 1), "pdf", "big.pdf")).toMatch(/; the limit is 20 MB\.$/);
  });

  it("says why an SVG is refused", () => {
    expect(mediaProblem(Buffer.from(svg("<script>alert(1)</script>")), "image", "logo.svg")).toBe(
      "logo.svg is refused: it contains a <script> element.",
    );
  });
});

describe("svgProblem", () => {
  it.each([
    ["a script", svg("<script>alert(1)</script>")],
    ["a script in capitals", svg("<SCRIPT>alert(1)</SCRIPT>")],
    [
      "a script under a namespace prefix",
      svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
    ],
    [
      "a foreignObject",
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    ],
    ["an iframe", svg('<iframe src="#x"/>')],
    ["a link", svg('<a href="#x"><text>x</text></a>')],
    ["an event handler", svg("<rect/>", ' onload="alert(1)"')],
    ["an event handler in capitals", svg('<rect ONCLICK="alert(1)"/>')],
    ["a javascript: reference", svg('<use href="javascript:alert(1)"/>')],
    ["an xlink:href to another file", svg('<use xlink:href="https://example.com/x.svg#a"/>')],
    ["an image from elsewhere", svg('<image href="https://example.com/x.png"/>')],
    ["an animation setting a javascript: value", svg('<set attributeName="href" to="javascript:alert(1)"/>')],
    ["a style attribute loading from elsewhere", svg('<rect style="fill: url(https://example.com/x)"/>')],
    ["a style sheet importing another", svg('<style>@import "https://example.com/x.css";</style>')],
    [
      "a style sheet in CDATA loading from elsewhere",
      svg("<style><![CDATA[rect { fill: url(http://x) }]]></style>"),
    ],
    ["a document type (entities)", `<!DOCTYPE svg [<!ENTITY x "y">]>${svg("<text>&x;</text>")}`],
    [
      "a style sheet from elsewhere",
      `<?xml-stylesheet type="text/xsl" href="https://example.com/x.xsl"?>${svg("")}`,
    ],
  ])("refuses %s", (_case, text) => {
    expect(svgProblem(text)).not.toBeNull();
  });

  it("accepts an XML declaration", () => {
    expect(svgProblem(`<?xml version="1.0" encoding="UTF-8"?>${svg("<rect/>")}`)).toBeNull();
  });

  it("accepts references inside the file", () => {
    const inner = '<defs><linearGradient id="g"/></defs><use xlink:href="#g"/><rect style="fill:url(#g)"/>';
    expect(svgProblem(svg(inner))).toBeNull();
  });

  it("refuses a file that is not an SVG", () => {
    expect(svgProblem("<html><body>x</body></html>")).toBe("it is not an SVG image");
    expect(svgProblem("just text")).toBe("it is not an SVG image");
  });
});
