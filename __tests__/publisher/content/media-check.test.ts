/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

  it.each([
    ["a CSS escape spelling url()", svg('<rect style="fill: u\\72l(https://x)"/>'), /does not parse as CSS/],
    [
      "a CSS escape spelling url() in a presentation attribute",
      svg('<rect fill="U\\52L(https://x)"/>'),
      /fill attribute of <rect> does not parse as CSS/,
    ],
    ["a CSS escape spelling @import", svg('<style>@\\69mport "https://x/a.css";</style>'), /@import rule/],
    [
      "a CSS escape spelling expression()",
      svg('<rect style="fill: e\\78pression(alert(1))"/>'),
      /uses expression\(\)/,
    ],
    [
      "a CSS escape spelling a property",
      svg('<rect style="-\\6doz-binding: url(#a)"/>'),
      /sets -moz-binding/,
    ],
    [
      "an image-set()",
      svg("<style>rect { fill: image-set('https://x/a.png' 1x) }</style>"),
      /uses image-set\(\)/,
    ],
    ["a comment inside url", svg('<rect style="fill: ur/**/l(https://x)"/>'), /does not parse as CSS/],
    ["a comment inside @import", svg("<style>@im/**/port 'https://x/a.css';</style>"), /@im rule/],
    [
      "an external url() in a presentation attribute",
      svg('<rect fill="url(https://example.com/p.svg#p)"/>'),
      /the fill attribute of <rect> refers to "https:\/\/example\.com\/p\.svg#p" outside the file/,
    ],
    [
      "an external url() in a presentation attribute written with a character reference",
      svg('<rect mask="&#117;rl(https://x)"/>'),
      /the mask attribute of <rect> refers to "https:\/\/x" outside the file/,
    ],
    [
      "an external url() quoted in a style sheet",
      svg('<style>.a { clip-path: url( "//x/c.svg#c" ) }</style>'),
      /refers to "\/\/x\/c\.svg#c" outside the file/,
    ],
    ["a url() of a data: URI", svg('<rect style="fill: url(data:image/svg+xml,x)"/>'), /outside the file/],
    ["a @font-face", svg("<style>@font-face { font-family: x; src: url(#f) }</style>"), /@font-face rule/],
    ["an @import inside @media", svg("<style>@media screen { @import 'x.css'; }</style>"), /@import rule/],
    ["a behavior", svg('<rect style="behavior: url(#a)"/>'), /sets behavior/],
    ["a -moz-binding", svg("<style>rect { -moz-binding: url(#a) }</style>"), /sets -moz-binding/],
    ["a cursor from elsewhere", svg('<rect style="cursor: url(https://x/c.cur), auto"/>'), /sets cursor/],
    ["a custom property", svg('<rect style="--x: url(https://x); fill: var(--x)"/>'), /sets --x/],
    [
      "a script under an SVG prefix",
      svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
      /a <s:script> element/,
    ],
    [
      "a rectangle in a foreign namespace",
      svg('<x:rect xmlns:x="urn:x"/>'),
      /<x:rect> element, which is not SVG/,
    ],
    [
      "an HTML element",
      svg('<div xmlns="http://www.w3.org/1999/xhtml">x</div>'),
      /<div> element, which is not SVG/,
    ],
    ["a foreignObject", svg("<foreignObject/>"), /a <foreignObject> element/],
    ["a link", svg('<a href="#x"><text>x</text></a>'), /a <a> element/],
    ["an image", svg('<image href="#x"/>'), /a <image> element/],
    ["an event handler on the root", svg("<rect/>", ' onload="alert(1)"'), /event handler \(onload\)/],
    ["an event handler under a prefix", svg('<rect xlink:onclick="alert(1)"/>'), /event handler/],
    [
      "an xlink:href to another site",
      svg('<linearGradient id="g" xlink:href="http://example.com/g.svg#g"/>'),
      /xlink:href attribute of <linearGradient> refers to "http:\/\/example\.com\/g\.svg#g"/,
    ],
    ["an href to another site", svg('<use href="https://example.com/x.svg#a"/>'), /href attribute of <use>/],
    ["an href behind spaces", svg('<use href="  https://example.com/x.svg#a"/>'), /outside the file/],
    ["an href to javascript:", svg('<use xlink:href="javascript:alert(1)"/>'), /outside the file/],
    [
      "a document type with an entity",
      `<!DOCTYPE svg [<!ENTITY x "y">]>${svg("<text>&x;</text>")}`,
      /document type/,
    ],
    [
      "an entity that is not declared",
      svg("<text>&x;</text>"),
      /not well-formed XML \(line 1, column \d+: undefined entity\)/,
    ],
    [
      "an animation of href",
      svg('<animate attributeName="href" values="javascript:alert(1)"/>'),
      /<animate>/,
    ],
    ["a set of href", svg('<set attributeName="href" to="javascript:alert(1)"/>'), /<set>/],
    ["an animated transform", svg('<animateTransform attributeName="transform"/>'), /<animateTransform>/],
    [
      "an attribute a drawing does not need",
      svg('<rect formaction="x"/>'),
      /<rect> has a formaction attribute/,
    ],
    [
      "an editor's own element",
      svg('<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>'),
      /editor's own data \(<sodipodi:namedview>\); export it as plain SVG/,
    ],
    [
      "an editor's own attribute",
      svg('<g xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="Layer 1"/>'),
      /editor's own data \(inkscape:label\)/,
    ],
    ["metadata", svg("<metadata><title>x</title></metadata>"), /<metadata>/],
    [
      "an element inside a style sheet",
      svg("<style>rect { fill: red }<rect/></style>"),
      /<style> element holds/,
    ],
    [
      "a style sheet that does not parse",
      svg("<style>rect { fill: red; } }{ @import 'x'</style>"),
      /does not parse/,
    ],
    ["a processing instruction", `<?xml-stylesheet href="x.css"?>${svg("")}`, /processing instruction/],
    [
      "malformed XML",
      svg('<g><rect fill="red"></g>'),
      /not well-formed XML \(line 1, column \d+: unexpected close tag\)/,
    ],
    ["an <svg> without the SVG namespace", "<svg><rect/></svg>", /lacks the SVG namespace/],
    ["elements nested too deep", svg(`${"<g>".repeat(100)}${"</g>".repeat(100)}`), /more than 100 deep/],
  ])("refuses %s, naming it", (_case, text, reason) => {
    expect(svgProblem(text)).toMatch(reason);
  });

  it("accepts an XML declaration", () => {
    expect(svgProblem(`<?xml version="1.0" encoding="UTF-8"?>${svg("<rect/>")}`)).toBeNull();
  });

  it("accepts references inside the file", () => {
    const inner = '<defs><linearGradient id="g"/></defs><use xlink:href="#g"/><rect style="fill:url(#g)"/>';
    expect(svgProblem(svg(inner))).toBeNull();
  });

  it("accepts references inside the file in a style sheet and in presentation attributes", () => {
    const inner =
      '<style>.a { fill: url("#g"); clip-path: url(#c) } @media print { .a { fill: #000 } }</style>' +
      '<clipPath id="c"><rect width="4" height="4"/></clipPath><rect class="a" mask="url(#m)" stroke="url( #g )"/>';
    expect(svgProblem(svg(inner))).toBeNull();
  });

  it("accepts a logo as Inkscape exports it as plain SVG", () => {
    const logo = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->

<svg
   width="120mm"
   height="40mm"
   viewBox="0 0 120 40"
   version="1.1"
   id="svg5"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg">
  <defs
     id="defs2">
    <linearGradient
       id="linearGradient1234">
      <stop
         style="stop-color:#0066cc;stop-opacity:1;"
         offset="0"
         id="stop1230" />
      <stop
         style="stop-color:#0066cc;stop-opacity:0;"
         offset="1"
         id="stop1232" />
    </linearGradient>
    <linearGradient
       xlink:href="#linearGradient1234"
       id="linearGradient1236"
       x1="4"
       y1="20"
       x2="36"
       y2="20"
       gradientUnits="userSpaceOnUse" />
  </defs>
  <g
     id="layer1">
    <rect
       style="fill:url(#linearGradient1236);fill-opacity:1;stroke:#003366;stroke-width:0.264583;stroke-linecap:round;stroke-linejoin:round;stroke-dasharray:none"
       id="rect846"
       width="32"
       height="32"
       x="4"
       y="4"
       ry="6" />
    <path
       style="fill:none;stroke:#ffffff;stroke-width:2;stroke-opacity:1"
       d="m 10,28 8,-16 8,16 z"
       id="path848" />
    <text
       xml:space="preserve"
       style="font-style:normal;font-weight:bold;font-size:10.5833px;line-height:1.25;font-family:sans-serif;-inkscape-font-specification:'sans-serif Bold';fill:#003366;stroke-width:0.264583"
       x="42"
       y="24"
       id="text1"><tspan
         id="tspan1"
         style="stroke-width:0.264583"
         x="42"
         y="24">ACME Lasers</tspan></text>
  </g>
</svg>
`;
    expect(svgProblem(logo)).toBeNull();
  });

  it("accepts a logo as Illustrator exports it, with a style sheet of classes", () => {
    const logo = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.5.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 300 100" style="enable-background:new 0 0 300 100;" xml:space="preserve">
<style type="text/css">
	.st0{fill:url(#SVGID_1_);}
	.st1{fill:#1D1D1B;}
	.st2{font-family:'MyriadPro-Bold';}
	.st3{font-size:36px;}
	.st4{clip-path:url(#SVGID_00000023251164815372616770000012345678901234567890_);}
</style>
<g id="Mark" data-name="Mark">
	<defs>
		<rect id="SVGID_2_" x="10" y="10" width="80" height="80"/>
	</defs>
	<clipPath id="SVGID_00000023251164815372616770000012345678901234567890_">
		<use xlink:href="#SVGID_2_"  style="overflow:visible;"/>
	</clipPath>
	<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="10" y1="50" x2="90" y2="50">
		<stop  offset="0" style="stop-color:#E30613"/>
		<stop  offset="1" style="stop-color:#951B81"/>
	</linearGradient>
	<circle class="st0 st4" cx="50" cy="50" r="40"/>
	<polygon class="st1" points="50,25 72,70 28,70 	"/>
</g>
<text transform="matrix(1 0 0 1 110 62)" class="st1 st2 st3">ACME</text>
</svg>
`;
    expect(svgProblem(logo)).toBeNull();
  });

  it("accepts every SVG of the site's content", () => {
    const data = path.join(__dirname, "../../../data");
    const files = readdirSync(data, { recursive: true, encoding: "utf8" }).filter((name) =>
      name.endsWith(".svg"),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect([file, svgProblem(readFileSync(path.join(data, file), "utf8"))]).toEqual([file, null]);
    }
  });

  it("refuses a file that is not an SVG", () => {
    expect(svgProblem("<html><body>x</body></html>")).toBe("it is not an SVG image");
    expect(svgProblem("just text")).toBe("it is not an SVG image");
  });
});
