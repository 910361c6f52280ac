import { test as base, type BrowserContextOptions, type Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY, serializeConsent } from "../../src/consent/consent-store";
import { signIn } from "./sign-in";

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, BrowserContext, Page } from "@playwright/test";

/**
 * The visitor's answer to the consent banner, stored before every page (default "declined": no banner over
 * the page, no tag manager); "unanswered" shows the banner, as on a first visit.
 */
export type ConsentFixture = "accepted" | "declined" | "unanswered";

/**
 * Playwright's test, whose `page.goto` also waits until React has hydrated the page (the layout marks
 * `<html data-hydrated>`): a click before that would hit server HTML without handlers. Navigations that
 * ask for an earlier state (`waitUntil: "domcontentloaded"`, "commit") are left as they are.
 *
 * For tests that change nothing but the document they load (they read it, click or type in it) there are
 * pages shared by all tests of a worker: `visitorPage` (signed out) and `staffPage` (signed in). A fresh
 * page costs about 1.3 s of CPU before it loads anything. Their browser keeps its cache between
 * pages, as a visitor's does, so each test pays for one page and not for a cold browser. Both record the
 * Content Security Policy violations of their current document (`policyViolations`).
 */
export const test = base.extend<
  { page: Page; consent: ConsentFixture },
  { visitorPage: Page; staffPage: Page }
>({
  consent: ["declined", { option: true }],
  page: async ({ page, consent }, use) => {
    await prepare(page, consent);
    await use(page);
  },
  visitorPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      const page = await context.newPage();
      await prepare(page, "declined");
      await recordPolicyViolations(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  staffPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      const page = await context.newPage();
      await prepare(page, "declined");
      await recordPolicyViolations(page);
      await signIn(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

const contextOptions = ({ baseURL, locale, viewport }: BrowserContextOptions): BrowserContextOptions => ({
  baseURL,
  locale,
  viewport,
});

/** Stores the consent answer before every page and makes `goto` wait for hydration. */
async function prepare(page: Page, consent: ConsentFixture): Promise<void> {
  if (consent !== "unanswered") {
    const stored = {
      key: CONSENT_STORAGE_KEY,
      value: serializeConsent(consent === "accepted" ? "granted" : "denied", new Date()),
    };
    await page.addInitScript(({ key, value }) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    }, stored);
  }
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const waitUntil = options?.waitUntil ?? "load";
    const isSitePage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
    if (isSitePage && (waitUntil === "load" || waitUntil === "networkidle")) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
}

const loggedViolations = new WeakMap<Page, string[]>();

/**
 * Chromium reports every blocked script, style, frame or request as a securitypolicyviolation event, and
 * logs it (as well as a malformed policy) on the console.
 */
async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const seen = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  const logged: string[] = [];
  loggedViolations.set(page, logged);
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) logged.length = 0;
  });
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) logged.push(message.text());
  });
}

/** The violations the current document of a `visitorPage` or `staffPage` reported or logged so far. */
export async function policyViolations(page: Page): Promise<string[]> {
  const reported = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  return [...(loggedViolations.get(page) ?? []), ...reported];
}
