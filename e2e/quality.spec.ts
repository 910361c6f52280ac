import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, policyViolations, test, type Page } from "./support/test";
import { builtFile, builtPages, PUBLIC_DIR, representativePages } from "./support/built-pages";
import { SIGN_IN_REQUIRED } from "./support/sign-in";
import { wcagViolations } from "./support/axe";
import { genericLinkTexts } from "./support/link-texts";
import { keysShownIn, translationKeys } from "./support/translation-keys";

/** A message of the Nu Html Checker's JSON output. */
interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
}

const PAGES = builtPages();

/** The HTML of a built page as the server sends it. */
const builtHtml = (page: string) => readFileSync(builtFile(page), "utf8");

test("the build has every page in both languages", () => {
  expect(PAGES).toContain("/");
  expect(PAGES).toContain("/de/");
  expect(PAGES.length).toBeGreaterThanOrEqual(38);
});

test("no page shows a translation key in place of its text (a namespace the page did not load)", () => {
  const keys = translationKeys();
  expect(keys).toContain("readMore");
  const shown = PAGES.flatMap((page) => {
    return keysShownIn(builtHtml(page), keys).map((key) => `${page}: ${key}`);
  });
  expect(shown).toEqual([]);
});

test('every link\'s text says where it leads (no bare "Read more")', () => {
  const generic = PAGES.flatMap((page) => {
    return genericLinkTexts(builtHtml(page)).map((text) => `${page}: ${text}`);
  });
  expect(generic).toEqual([]);
});

/**
 * WCAG 1.4.10 Reflow: at 320 CSS pixels wide (1280 px zoomed to 400 %) the page does not scroll sideways.
 * The page is narrowed where it is, as zooming does, and put back for the next test.
 */
async function expectReflowAt320(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    // Polled: components that follow the width with matchMedia render once more after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: "CSS pixels the page scrolls sideways at 320 px",
      })
      .toBeLessThanOrEqual(0);
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

async function expectWcag(page: Page): Promise<void> {
  expect(await wcagViolations(page)).toEqual([]);
  await expectReflowAt320(page);
}

// One page load for three checks, as loading a page costs more than any of them: axe, reflow and, since
// every script of the page has run by now, the page's Content Security Policy in Chromium. A collection's
// template is checked on the pages that stand for it (representativePages).
for (const pagePath of representativePages(PAGES).filter((page) => !SIGN_IN_REQUIRED.includes(page))) {
  test(`${pagePath}: no WCAG 2.2 AA violation (axe, reflow at 320 px), no policy violation`, async ({
    visitorPage,
  }) => {
    await visitorPage.goto(pagePath);
    expect(await policyViolations(visitorPage), "Content Security Policy violations").toEqual([]);
    await expectWcag(visitorPage);
  });
}

// These pages send signed-out visitors to sign in: check what a signed-in visitor sees.
for (const pagePath of SIGN_IN_REQUIRED) {
  test(`${pagePath}: no WCAG 2.2 AA violation (axe, reflow at 320 px) when signed in`, async ({
    staffPage,
  }) => {
    expect(PAGES).toContain(pagePath);
    await staffPage.goto(pagePath);
    await staffPage.getByRole("main").locator("dl").waitFor();
    await expectWcag(staffPage);
  });
}

test("every built page is valid HTML for the Nu Html Checker", () => {
  const vnu = path.join(__dirname, "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
  const files = PAGES.map(builtFile);
  // The editor's page is Decap CMS's once it runs; its own HTML is checked like every page's.
  files.push(path.join(PUBLIC_DIR, "admin", "index.html"));
  let output: string;
  try {
    // A short-lived JVM: the first compiler tier and one GC thread halve the checker's CPU time.
    const jvm = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
    output = execFileSync("java", [...jvm, "-jar", vnu, "--format", "json", "--errors-only", ...files], {
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
    for (const match of builtHtml(page).matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
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
