import fc from "fast-check";
import { classifyLink, isAllowedImageSource, type LinkKind } from "../../../src/shared/markdown/link-policy";
import { withinBudget } from "../../support/time-budget";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";

describe("classifyLink", () => {
  it.each<[string, LinkKind]>([
    ["/", "internal"],
    ["/machines/polymer-sls/", "internal"],
    ["/de/jobs/#openings", "internal"],
    ["#contact", "internal"],
    ["team/", "internal"],
    ["?tab=2", "internal"],
    ["https://example.com", "external"],
    ["HTTP://EXAMPLE.COM/path", "external"],
    ["  https://example.com  ", "external"],
    ["//evil.example", "external"],
    ["/\\evil.example", "external"],
    ["\\\\evil.example", "external"],
    ["mailto:sales@example.com", "mailto"],
    ["MailTo:sales@example.com", "mailto"],
    ["tel:+49-30-1234567", "tel"],
    ["TEL:+4930", "tel"],
  ])("classifies %j as %s", (href, kind) => {
    expect(classifyLink(href)).toBe(kind);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "\njavascript:alert(1)",
    "\u0000javascript:alert(1)",
    "\u0001\u001fjavascript:alert(1)",
    "javascript:alert(1)\u0000 ",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\rscript:alert(1)",
    "javascript\t:alert(1)",
    "j\na\tv\ra script:alert(1)",
    "java\u0000script:alert(1)",
    "java\u200bscript:alert(1)",
    "\u00a0javascript:alert(1)",
    "\ufeffjavascript:alert(1)",
    "javascript&colon;alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#0000106&#0000097vascript:alert(1)",
    "java&#x09;script:alert(1)",
    "javascript%3Aalert(1)",
    "javascript%3aalert(1)",
    "%6Aavascript:alert(1)",
    "javascript%253Aalert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "file:///etc/passwd",
    "FILE://C:/Windows/win.ini",
    "data:text/html;base64,PHNjcmlwdD4=",
    "DATA:text/html,<script>alert(1)</script>",
    "data:image/png;base64,iVBORw0KGgo=",
    "ftp://example.com/file",
    "ms-settings:privacy",
    "",
    "   ",
  ])("blocks %j", (href) => {
    expect(classifyLink(href)).toBe("blocked");
  });

  it("does not mistake a dangerous word later in a site path for a scheme", () => {
    expect(classifyLink("/search?q=javascript:alert(1)")).toBe("internal");
    expect(classifyLink("https://example.com/?next=javascript%3Aalert(1)")).toBe("external");
  });
});

describe("isAllowedImageSource", () => {
  it.each([
    "https://cdn.example.com/machine.jpg",
    "http://example.com/a.png",
    "/static/machine.webp",
    "//cdn.example.com/a.png",
    PNG,
    "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
    "data:image/jpeg;base64,/9j/4AAQSkZJRg==",
    "data:image/webp;base64,UklGRhYAAABXRUJQ",
    "DATA:IMAGE/PNG;BASE64,iVBORw0KGgo=",
  ])("allows %j", (src) => {
    expect(isAllowedImageSource(src)).toBe(true);
  });

  it.each([
    "data:image/svg+xml;base64,PHN2Zz4=",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "data:image/png,rawbytes",
    "data:image/png;base64,<script>",
    "data:text/html;base64,PHNjcmlwdD4=",
    "data:image/bmp;base64,Qk0=",
    "javascript:alert(1)",
    " JaVa\tScRiPt:alert(1)",
    "javascript%3Aalert(1)",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/a.png",
    "x",
    "",
  ])("removes %j", (src) => {
    expect(isAllowedImageSource(src)).toBe(false);
  });
});

describe("links of any length", () => {
  /** What browsers drop at both ends of a URL: C0 controls and the space. */
  const padding = fc
    .array(
      fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)),
      { maxLength: 40 },
    )
    .map((characters) => characters.join(""));
  const link = fc
    .array(
      fc.constantFrom(
        "javascript:",
        "java",
        "script:",
        "https://",
        "data:image/png;base64,",
        "iVBOR",
        "=",
        "mailto:",
        "/",
        "//",
        "\\",
        "#",
        "?",
        "%25",
        "%3A",
        "%6A",
        "&#",
        "&#x6A;",
        "&#106;",
        "&colon;",
        "&",
        ";",
        " ",
        "\t",
        "\n",
        "\u0000",
        "\u200b",
        "a",
        ":",
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(""));

  it("judges a link by what is left between the controls and spaces browsers drop at its ends", () => {
    fc.assert(
      fc.property(padding, link, padding, (before, href, after) => {
        expect(classifyLink(`${before}${href}${after}`)).toBe(classifyLink(href));
        expect(isAllowedImageSource(`${before}${href}${after}`)).toBe(isAllowedImageSource(href));
      }),
      { numRuns: 1_000 },
    );
  });

  it("judges a long run of any piece of a link within the budget", () => {
    const longRun = fc
      .tuple(
        padding,
        link.filter((piece) => piece !== ""),
        fc.integer({ min: 10_000, max: 50_000 }),
        link,
      )
      .map(([before, piece, count, after]) => `${before}${piece.repeat(count)}${after}`);
    fc.assert(
      fc.property(longRun, (href) => {
        withinBudget(() => classifyLink(href));
        withinBudget(() => isAllowedImageSource(href));
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it.each<[string, string, LinkKind, boolean]>([
    ["2 MB of spaces, then x", `${" ".repeat(2_000_000)}x`, "internal", false],
    ["x, 2 MB of spaces and controls, then x", `x${" \u0001".repeat(1_000_000)}x`, "internal", false],
    ["2 MB of spaces before a script", `${" ".repeat(2_000_000)}javascript:alert(1)`, "blocked", false],
    [
      "a web address with 2 MB of spaces inside",
      `https://example.com/${" ".repeat(2_000_000)}x`,
      "external",
      true,
    ],
    ["200,000 × %25", "%25".repeat(200_000), "internal", false],
    ["200,000 × %25 before a script", `${"%25".repeat(200_000)}javascript:alert(1)`, "internal", false],
    ["1,000,000 × &#", "&#".repeat(1_000_000), "internal", false],
    ["100,000 × &#x6A;", "&#x6A;".repeat(100_000), "internal", false],
    ["a character reference of a million digits", `&#${"1".repeat(1_000_000)};`, "internal", false],
    [
      "a double-encoded script after 2 MB of controls",
      `${"\u0001".repeat(2_000_000)}javascript%253Aalert(1)`,
      "blocked",
      false,
    ],
    ["a data image of 2 MB", `data:image/png;base64,${"A".repeat(2_000_000)}`, "blocked", true],
  ])("judges %s within the budget", (_description, href, kind, image) => {
    expect(withinBudget(() => classifyLink(href))).toBe(kind);
    expect(withinBudget(() => isAllowedImageSource(href))).toBe(image);
  });
});
