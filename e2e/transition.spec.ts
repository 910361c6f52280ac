import { expect, test, type Page } from "./support/test";
import { translation } from "./support/routes";

const ACADEMY = translation("en", "academy", "hero.title");
const TEAM = translation("en", "team", "hero.title");

/** What the page looked like at each phase change of the transition named `page`. */
interface PhaseRecord {
  phase: string;
  at: number;
  leavingClass: string | null;
  leavingHidden: boolean;
  leavingHeading: string | null;
  currentClass: string;
  currentHeading: string | null;
}

/** Records every phase change of the transition as it happens (a MutationObserver, no polling). */
async function recordPhases(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const records: object[] = [];
    (window as unknown as { __phases: object[] }).__phases = records;
    new MutationObserver(() => {
      const stage = document.querySelector<HTMLElement>('[data-transition="page"]');
      if (!stage) return;
      const phase = stage.dataset.transitionPhase ?? "";
      const [current, leaving] = Array.from(stage.children) as HTMLElement[];
      records.push({
        phase,
        at: performance.now(),
        leavingClass: leaving?.className ?? null,
        leavingHidden: leaving
          ? leaving.getAttribute("aria-hidden") === "true" && leaving.hasAttribute("inert")
          : false,
        leavingHeading: leaving?.querySelector("h1")?.textContent ?? null,
        currentClass: current.className,
        currentHeading: current.querySelector("h1")?.textContent ?? null,
      });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-transition-phase"] });
  });
}

const phases = (page: Page) =>
  page.evaluate(() => (window as unknown as { __phases: PhaseRecord[] }).__phases);

async function clickNavigation(page: Page, name: string): Promise<void> {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name, exact: true })
    .click();
}

test("the old page fades out, hidden from screen readers, then the new one fades in", async ({ page }) => {
  await recordPhases(page);
  await page.goto("/academy/");
  await clickNavigation(page, "Team");
  await expect
    .poll(async () => (await phases(page)).map((record) => record.phase))
    .toEqual(["exit", "enter", "idle"]);
  const [exit, enter, idle] = await phases(page);

  expect(exit.leavingHeading).toBe(ACADEMY);
  expect(exit.leavingHidden).toBe(true);
  expect(exit.leavingClass).toMatch(/page-exit-active/);
  expect(exit.currentClass).toMatch(/page-enter/);
  expect(exit.currentHeading).toBe(TEAM);

  expect(enter.leavingClass).toBeNull();
  expect(enter.currentClass).toMatch(/page-enter-active/);
  expect(enter.at - exit.at).toBeGreaterThanOrEqual(140);
  expect(idle.currentClass).toBe("");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator("[inert]")).toHaveCount(0);
});

test("the route announcer names the new page, not the one fading out", async ({ page }) => {
  await page.goto("/academy/");
  const academyHeading = await page.getByRole("heading", { level: 1 }).textContent();
  await clickNavigation(page, "Jobs");
  await expect(page).toHaveURL(/\/jobs\/$/);
  // The address changes before the new page renders: wait for its heading, the only one left.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).not.toHaveText(academyHeading ?? "");
  await expect(page.locator("#gatsby-announcer")).toHaveText(`Navigated to ${await heading.textContent()}`);
});

test("switching language fades out the old page in its own words", async ({ page }) => {
  await recordPhases(page);
  await page.goto("/academy/");
  const englishHeading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("link", { name: "German" }).click();
  await expect(page).toHaveURL(/\/de\/academy\/$/);
  await expect
    .poll(async () => (await phases(page)).map((record) => record.phase))
    .toEqual(["exit", "enter", "idle"]);
  const [exit] = await phases(page);
  expect(exit.leavingHeading).toBe(englishHeading);
  expect(exit.currentHeading).not.toBe(englishHeading);
});

test("with reduced motion the new page appears at once, without a transition", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await recordPhases(page);
  await page.goto("/academy/");
  await clickNavigation(page, "Team");
  await expect(page).toHaveURL(/\/team\/$/);
  await expect(page.getByRole("heading", { level: 1, name: TEAM })).toBeVisible();
  await clickNavigation(page, "Jobs");
  await expect(page).toHaveURL(/\/jobs\/$/);
  expect(await phases(page)).toEqual([]);
  await expect(page.locator("[inert]")).toHaveCount(0);
});

test("after a navigation the skip link still leads into the new page's content", async ({ page }) => {
  await page.goto("/academy/");
  await clickNavigation(page, "Team");
  await expect(page.getByRole("heading", { level: 1, name: TEAM })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await expect(page.locator("main h1")).toHaveCount(1);
});
