import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { builtPages, PUBLIC_DIR } from "./support/built-pages";
import { SIGN_IN_REQUIRED } from "./support/sign-in";

/** A message of the Nu Html Checker's JSON output. */
interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PAGES = builtPages();

test("the build has every page in both languages", () => {
  expect(PAGES).toContain("/");
  expect(PAGES).toContain("/de/");
  expect(PAGES.length).toBeGreaterThanOrEqual(38);
});

async function expectNoAxeViolations(page: Page): Promise<void> {
  // Not `resultTypes: ["violations"]`: it trims the nodes that rules such as landmark-unique compare
  // across, and then reports false violations.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations).toEqual([]);
}

for (const pagePath of PAGES.filter((page) => !SIGN_IN_REQUIRED.includes(page))) {
  test(`${pagePath} has no WCAG 2.2 AA violations`, async ({ visitorPage }) => {
    await visitorPage.goto(pagePath);
    await expectNoAxeViolations(visitorPage);
  });
}

// These pages send signed-out visitors to sign in: check what a signed-in visitor sees.
for (const pagePath of SIGN_IN_REQUIRED) {
  test(`${pagePath} has no WCAG 2.2 AA violations when signed in`, async ({ staffPage }) => {
    expect(PAGES).toContain(pagePath);
    await staffPage.goto(pagePath);
    await staffPage.getByRole("main").locator("dl").waitFor();
    await expectNoAxeViolations(staffPage);
  });
}

test("every built page is valid HTML for the Nu Html Checker", () => {
  const vnu = path.join(__dirname, "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
  const files = PAGES.map((page) => path.join(PUBLIC_DIR, page.endsWith("/") ? `${page}index.html` : page));
  let output: string;
  try {
    output = execFileSync("java", ["-jar", vnu, "--format", "json", "--errors-only", ...files], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it reports errors and writes its JSON to stderr.
    output = (error as { stderr?: string }).stderr ?? "";
  }
  const report = JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map(
      (message) =>
        `${path.relative(PUBLIC_DIR, new URL(message.url ?? "file:///").pathname)}: ${message.message}`,
    );
  expect(errors).toEqual([]);
});

test("no internal link is broken and every #fragment exists on its page", async ({ request }) => {
  const links = new Map<string, string>();
  for (const page of PAGES) {
    const file = path.join(PUBLIC_DIR, page.endsWith("/") ? `${page}index.html` : page);
    for (const match of readFileSync(file, "utf8").matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
      const href = match[1].replace(/&amp;/g, "&");
      if (href.startsWith("/") && !href.startsWith("//")) links.set(href, page);
      else if (href.startsWith("#")) links.set(`${page}${href}`, page);
    }
  }
  const broken: string[] = [];
  for (const [href, from] of links) {
    const [target, fragment] = href.split("#");
    const response = await request.get(target);
    if (response.status() !== 200) {
      broken.push(`${from} → ${href}: ${response.status()}`);
      continue;
    }
    if (fragment && !(await response.text()).includes(`id="${fragment}"`)) {
      broken.push(`${from} → ${href}: no element with id "${fragment}"`);
    }
  }
  expect(broken).toEqual([]);
});
