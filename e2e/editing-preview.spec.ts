import { readFileSync } from "node:fs";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { wcagViolations } from "./support/axe";
import { DECAP_START_SECONDS, jpeg, openEditor, SITE_CHECKOUT, uploadInto } from "./support/editing";
import { livePage } from "./support/publishing";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

/**
 * Decap's preview pane shows the entry being edited as its page will show it: the site's own page
 * /editor-preview/ in a frame per language, sent the entry as the editor types (docs/editing.md). Each
 * collection: the preview has the built page's element for the entry (its tag and classes), follows the
 * English box while typing, switches to the German page when the German box is edited, and marks a German
 * text left empty. Nothing is saved.
 */
const run = Date.now().toString(36);
const MISSING_DE = "[Text fehlt]";

interface Case {
  name: string;
  /** Decap's address of the entry. */
  entry: string;
  /** The entry's file in the publisher's checkout, and the field typed in (a localized text's). */
  file: string;
  field: (data: Record<string, unknown>) => { en: string; de: string };
  /** The form's box of the field, without its language ("Title" of "Title (English)"). */
  label: string;
  /** The built page that shows the entry, and the element that holds the field's text there. */
  page: string;
  tag: string;
  /** Another text of the same element, where the field's alone is not enough to find it. */
  beside?: (data: Record<string, unknown>) => string;
  /** A text the element does not hold, where another holds the same texts. */
  without?: (data: Record<string, unknown>) => string;
  /** The field is in a list of the file, whose items Decap shows collapsed: the first is opened. */
  inList?: boolean;
}

type Data = Record<string, unknown> & { entries?: Record<string, unknown>[] };
const localized = (value: unknown) => value as { en: string; de: string };

const CASES: Case[] = [
  {
    name: "a job posting: its card on the jobs page",
    entry: "#/collections/jobs/entries/service-technician-us",
    file: "data/jobs/service-technician-us.json",
    field: (data) => localized(data.title),
    label: "Title",
    page: "/jobs/",
    tag: "h3",
  },
  {
    name: "a team member: in their group on the team page",
    entry: "#/collections/team/entries/anna-reichelt",
    file: "data/team/anna-reichelt.json",
    field: (data) => localized(data.role),
    label: "Role",
    page: "/team/",
    tag: "p",
  },
  {
    name: "a material: its datasheet page",
    entry: "#/collections/materials/entries/cocrmo",
    file: "data/materials/cocrmo.json",
    field: (data) => localized(data.title),
    label: "Name",
    page: "/materials/cocrmo/",
    tag: "h1",
  },
  {
    name: "a product: its machine page",
    entry: "#/collections/products/entries/aconity-mini",
    file: "data/products/aconity-mini.json",
    field: (data) => localized(data.tagline),
    label: "Tagline",
    page: "/products/aconity-mini/",
    tag: "p",
  },
  {
    name: "the home page's gallery",
    entry: "#/collections/lists/entries/home-gallery",
    file: "data/home-gallery.json",
    field: (data) => localized((data as Data).entries?.[0].caption),
    label: "Caption",
    inList: true,
    page: "/",
    tag: "figcaption",
  },
  {
    name: "the locations: the contact section",
    entry: "#/collections/lists/entries/locations",
    file: "data/locations.json",
    field: (data) => localized((data as Data).entries?.[0].country),
    beside: (data) => String((data as Data).entries?.[0].name),
    label: "Country",
    page: "/",
    tag: "li",
    inList: true,
  },
  {
    name: "the site settings: the footer",
    entry: "#/collections/settings/entries/site",
    file: "data/site.json",
    field: (data) => localized((data.footerAddress as Data).country),
    // The footer's address, not a location's: it names the street, not the company.
    beside: (data) => String((data.footerAddress as Data).street),
    without: (data) => String((data.footerAddress as Data).company),
    label: "Country",
    page: "/",
    tag: "address",
  },
];

/** The class of the innermost `tag` element holding all `texts` on the live page: what the preview must have. */
async function builtClass(
  request: APIRequestContext,
  page: string,
  tag: string,
  texts: string[],
  without?: string,
) {
  const html = await livePage(request, page);
  expect(html, `${page} is live`).not.toBeNull();
  const holds = (element: ReturnType<typeof parseDocument>["children"][number]) =>
    "name" in element &&
    element.name === tag &&
    texts.every((text) => DomUtils.textContent(element).includes(text)) &&
    (without === undefined || !DomUtils.textContent(element).includes(without));
  const holders = DomUtils.findAll(holds, parseDocument(html ?? "").children).filter(
    (element) => !DomUtils.findOne(holds, element.children),
  );
  expect(holders.length, `${page} has a <${tag}> with ${JSON.stringify(texts)}`).toBeGreaterThan(0);
  return holders[0].attribs.class ?? "";
}

const pane = (page: Page) => page.frameLocator("#preview-pane");
/** The site's page in the pane, in a language (its buttons say "English" and "Deutsch" in every editor). */
const frame = (page: Page, language: "English" | "Deutsch") =>
  pane(page).frameLocator(`iframe[src="${language === "English" ? "" : "/de"}/editor-preview/"]`);

test.describe.configure({ timeout: (30 + DECAP_START_SECONDS + CASES.length * 30) * 1000 });

test("the preview shows each collection's entry in the site's design, in both languages, as the editor types", async ({
  page,
  request,
}) => {
  // Leaving an entry with changes asks first; nothing here is saved.
  page.on("dialog", (dialog) => void dialog.accept());
  await openEditor(page);
  for (const item of CASES) {
    await test.step(item.name, async () => {
      const data = JSON.parse(readFileSync(path.join(SITE_CHECKOUT, item.file), "utf8")) as Record<
        string,
        unknown
      >;
      const before = item.field(data);
      const beside = item.beside ? [item.beside(data)] : [];
      const without = item.without?.(data);
      const className = await builtClass(request, item.page, item.tag, [before.en, ...beside], without);
      const element = (language: "English" | "Deutsch", text: string) =>
        beside
          .reduce(
            (found, other) => found.filter({ hasText: other }),
            frame(page, language)
              .locator(`${item.tag}[class="${className}"]`)
              .filter({ hasText: text, ...(without ? { hasNotText: without } : {}) }),
          )
          .first();

      // As an editor goes: back to the collections (the entry's form closes), then to the entry.
      await page.goto("/admin/#/collections/jobs");
      await expect(page.locator("#preview-pane")).toHaveCount(0);
      await page.goto(`/admin/${item.entry}`);
      await expect(element("English", before.en)).toBeVisible({ timeout: DECAP_START_SECONDS * 1000 });
      // A list item's toggle is Decap's chevron button, the first of its top bar.
      if (item.inList) await page.locator('[class*="ListItemTopBar"] button').first().click();
      const typed = `${before.en} ${run}`;
      await page
        .getByRole("textbox", { name: `${item.label} (English)` })
        .first()
        .fill(typed);
      await expect(element("English", typed)).toBeVisible();

      // Typing in the German box shows the German page; a German text left empty is marked there.
      await page
        .getByRole("textbox", { name: `${item.label} (German)` })
        .first()
        .fill("");
      await expect(element("Deutsch", MISSING_DE)).toBeVisible();
      await expect(frame(page, "English").locator("body")).toBeHidden();
      await pane(page).getByRole("button", { name: "English" }).click();
      await expect(element("English", typed)).toBeVisible();
    });
  }
});

test("a page's texts show on their page, and a picture's words where a screen reader meets them", async ({
  page,
  request,
}) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await openEditor(page, "#/collections/texts/entries/team");
  // Decap opens a page's texts with both languages side by side; its "Toggle preview" shows the preview.
  await page.locator('button[title="Toggle preview"]').click();
  const team = JSON.parse(readFileSync(path.join(SITE_CHECKOUT, "data/locales/en/team.json"), "utf8")) as {
    hero: { title: string };
  };
  const heading = await builtClass(request, "/team/", "h1", [team.hero.title]);
  const hero = frame(page, "English").locator(`h1[class="${heading}"]`);
  await expect(hero).toHaveText(team.hero.title, { timeout: DECAP_START_SECONDS * 1000 });
  // The page header's title: the second "Title" of the form (after the page's own in its information).
  await page.getByRole("textbox", { name: "Title", exact: true }).nth(1).fill(`The team ${run}`);
  await expect(hero).toHaveText(`The team ${run}`);
  // The team below the texts, as on the page.
  await expect(frame(page, "English").locator("#team-sales")).toBeVisible();
  // Decap writes a page's texts one language at a time: writing in German shows the German page, where
  // an emptied text is marked and named in the warnings.
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "de", exact: true }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).nth(1).fill(`Das Team ${run}`);
  const germanHero = frame(page, "Deutsch").locator(`h1[class="${heading}"]`);
  await expect(germanHero).toHaveText(`Das Team ${run}`);
  await expect(frame(page, "English").locator("body")).toBeHidden();
  await page.getByRole("textbox", { name: "Title", exact: true }).nth(1).fill("");
  await expect(germanHero).toHaveText(MISSING_DE);
  await expect(frame(page, "Deutsch").locator("[data-preview-warnings]")).toContainText(
    'data/locales/de/team.json: "hero.title" is missing',
  );

  // A printed part's picture: its alternative text is the image's.
  const parts = JSON.parse(readFileSync(path.join(SITE_CHECKOUT, "data/print-gallery.json"), "utf8")) as {
    entries: { alt: { en: string } }[];
  };
  await page.goto("/admin/#/collections/jobs");
  await expect(page.locator("#preview-pane")).toHaveCount(0);
  await page.goto("/admin/#/collections/lists/entries/print-gallery");
  const first = frame(page, "English").getByRole("img", { name: parts.entries[0].alt.en, exact: true });
  await expect(first).toBeVisible({ timeout: DECAP_START_SECONDS * 1000 });
  await page.locator('[class*="ListItemTopBar"] button').first().click();
  await page.getByRole("textbox", { name: "Alt text (English)" }).first().fill(`A printed part ${run}`);
  await expect(frame(page, "English").getByRole("img", { name: `A printed part ${run}` })).toBeVisible();
  await page.getByRole("textbox", { name: "Alt text (German)" }).first().fill("");
  await expect(frame(page, "Deutsch").getByRole("img", { name: MISSING_DE })).toBeVisible();

  // A partner's logo: its name is the image's text.
  await page.goto("/admin/#/collections/jobs");
  await expect(page.locator("#preview-pane")).toHaveCount(0);
  await page.goto("/admin/#/collections/partners/entries/kestrel-aerospace");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`Kestrel ${run}`);
  await expect(frame(page, "English").getByRole("img", { name: `Kestrel ${run}` })).toBeVisible({
    timeout: DECAP_START_SECONDS * 1000,
  });

  // A new picture shows in the site's frame at once, from the editor's browser, before any build.
  await page.goto("/admin/#/collections/jobs");
  await expect(page.locator("#preview-pane")).toHaveCount(0);
  await page.goto("/admin/#/collections/jobs/entries/process-engineer-lpbf");
  const posting = frame(page, "English").locator("article").filter({ hasText: "Process Engineer LPBF" });
  await expect(posting).toBeVisible({ timeout: DECAP_START_SECONDS * 1000 });
  const picture = await jpeg(`preview-${run}.jpg`);
  await uploadInto(page, page.getByRole("button", { name: "Choose different image" }), picture, "en");
  await expect(posting.locator("picture[data-site-image] img")).toHaveAttribute("src", /^blob:http/);
});

test("/admin/ with the preview open is accessible, and the pane's language switch works by keyboard", async ({
  page,
}) => {
  await openEditor(page, "#/collections/jobs/entries/software-developer-machine-control");
  const english = pane(page).getByRole("button", { name: "English" });
  const german = pane(page).getByRole("button", { name: "Deutsch" });
  await expect(frame(page, "English").locator("article h3").first()).toBeVisible({
    timeout: DECAP_START_SECONDS * 1000,
  });
  await expect(english).toHaveAttribute("aria-pressed", "true");
  await german.focus();
  await german.press("Enter");
  await expect(german).toHaveAttribute("aria-pressed", "true");
  await expect(frame(page, "Deutsch").locator("article h3").first()).toBeVisible();
  await german.press("Shift+Tab");
  await expect(english).toBeFocused();
  // The whole of /admin/ with the preview open: Decap's form, the site's state line and the pane.
  expect(await wcagViolations(page)).toEqual([]);

  // A page's texts: lists whose items Decap gives icon-only controls, named by /admin/ (list-control-names.mjs).
  await page.goto("/admin/#/collections/jobs");
  await expect(page.locator("#preview-pane")).toHaveCount(0);
  await page.goto("/admin/#/collections/texts/entries/team");
  await page.locator('button[title="Toggle preview"]').click();
  await expect(frame(page, "English").locator("h1")).toBeVisible({ timeout: DECAP_START_SECONDS * 1000 });
  const remove = page.getByRole("button", { name: "Remove this item" });
  await expect(remove.first()).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  // By keyboard: from an item's chevron on to its remove button, past the handle that moves it.
  await page.getByRole("button", { name: "Show or hide this item's fields" }).first().focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Move this item" }).first()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(remove.first()).toBeFocused();
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("a value the build would refuse is named in the preview, in German, before saving", async ({
    page,
  }) => {
    await openEditor(page, "#/collections/jobs/entries/working-student-application-center");
    const warnings = frame(page, "Deutsch").locator("[data-preview-warnings]");
    await expect(frame(page, "Deutsch").locator("article h3").first()).toBeVisible({
      timeout: DECAP_START_SECONDS * 1000,
    });
    await expect(warnings).toHaveCount(0);
    await page.getByRole("textbox", { name: "Titel (Deutsch)" }).fill("");
    await expect(warnings.getByRole("heading")).toHaveText("So nicht speicherbar: Der Build würde ablehnen");
    await expect(warnings.getByRole("listitem")).toContainText('Feld "title.de"');
    await page.getByRole("textbox", { name: "Titel (Deutsch)" }).fill("Werkstudent (m/w/d)");
    await expect(warnings).toHaveCount(0);
  });
});
