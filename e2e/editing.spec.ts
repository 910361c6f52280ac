import { readFileSync } from "node:fs";
import path from "node:path";
import { SignJWT, generateKeyPair } from "jose";
import de from "../data/locales/de/editor.json";
import { wcagViolationsIn } from "./support/axe";
import { bucketConfigured, bucketGet } from "./support/bucket";
import { BUILD_SECONDS, livePage } from "./support/publishing";
import {
  DECAP,
  chooseOption,
  EDITING_SECONDS,
  jpeg,
  languagePane,
  lastCommit,
  openEditor,
  pdf,
  publishEntry,
  refusedSave,
  SAVE_SECONDS,
  SITE_CHECKOUT,
  stateOf,
  uploadInto,
} from "./support/editing";
import { ACCOUNTS, OIDC_URL } from "./support/sign-in";
import { expect, test, type APIRequestContext } from "./support/test";

/**
 * Staff edit the site's content at /admin/ (Decap CMS on the content API of the publisher, docs/editing.md):
 * a save is checked, committed with the editor as author and goes live by itself. Against the live site of
 * scripts/test/e2e-live.sh, after the publishing tests; each test edits entries of its own, so they run side by
 * side and their builds coalesce.
 */
const run = Date.now().toString(36);
// Neighbouring tests' builds go live side by side: a reload of nginx resets a reused idle connection.
const FRESH_CONNECTION = { headers: { connection: "close" } };
// Every test here opens Decap at least once; none may be held to the 60 s of a plain page's test.
test.describe.configure({ timeout: EDITING_SECONDS * 1000 });

/** Waits until the live page at `path` satisfies `check`, for up to `builds` builds. */
async function live(request: APIRequestContext, path: string, check: (html: string) => boolean, builds = 1) {
  await expect
    .poll(
      async () => {
        const html = await livePage(request, path);
        return html !== null && check(html);
      },
      {
        timeout: builds * BUILD_SECONDS * 1000,
        intervals: [1000],
      },
    )
    .toBe(true);
}

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("an editor retitles a job in German and gives it a new PDF and picture; /de/jobs/ shows them, git names the editor", async ({
    page,
    request,
  }) => {
    test.setTimeout((EDITING_SECONDS + BUILD_SECONDS) * 1000);
    const job = "process-engineer-lpbf";
    const title = `Prozessingenieurin LPBF ${run} (m/w/d)`;
    const description = await pdf(`stelle-${run}.pdf`, `Stellenbeschreibung ${run}`);
    const picture = await jpeg(`pulverbett-${run}.jpg`);

    await openEditor(page, `#/collections/jobs/entries/${job}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByRole("textbox", { name: "Titel (Deutsch)" }).fill(title);
    await uploadInto(
      page,
      page.getByRole("button", { name: "Wählen Sie eine andere Datei" }),
      description,
      "de",
    );
    await uploadInto(page, page.getByRole("button", { name: "Wähle ein anderes Bild" }), picture, "de");
    await publishEntry(page, "de");

    const commit = lastCommit(`data/jobs/${job}.json`);
    expect(commit.author).toBe(`${ACCOUNTS.editor.name} <${ACCOUNTS.editor.username}>`);
    expect(commit.subject).toBe(`Update data/jobs/${job}.json (from /admin/)`);
    expect(commit.files).toEqual(
      [
        `data/images/jobs/${picture.name}`,
        `data/jobs/${job}.json`,
        `static/files/jobs/${description.name}`,
      ].sort(),
    );

    await live(request, "/de/jobs/", (html) => html.includes(title));
    await page.goto("/de/jobs/");
    const posting = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    const link = posting.getByRole("link", { name: /Stellenbeschreibung \(PDF\)/ });
    await expect(link).toHaveAttribute("href", `/files/jobs/${description.name}`);
    const served = await request.get(`/files/jobs/${description.name}`, FRESH_CONNECTION);
    expect(Buffer.from(await served.body()).equals(description.buffer)).toBe(true);
    await expect(posting.locator("img")).toHaveAttribute("src", new RegExp(`/pulverbett-${run}\\.jpg$`));
    // The English page keeps its English title.
    expect(await (await request.get("/jobs/", FRESH_CONNECTION)).text()).not.toContain(title);
    // With a bucket, the save reaches it too: the bucket's deploy follows nginx's switch within the publish.
    if (bucketConfigured()) {
      await expect
        .poll(async () => (await bucketGet("/de/jobs/")).body.toString("utf8").includes(title), {
          timeout: BUILD_SECONDS * 1000,
          intervals: [1000],
        })
        .toBe(true);
      expect((await bucketGet(`/files/jobs/${description.name}`)).body.equals(description.buffer)).toBe(true);
    }
  });

  test("a page's German text changed alone shows on the German page only", async ({ page, request }) => {
    test.setTimeout((EDITING_SECONDS + BUILD_SECONDS) * 1000);
    const heading = `Die Menschen hinter den Maschinen ${run}`;
    await openEditor(page, "#/collections/texts/entries/team");
    // The page header's title: the second "Titel" of the German form (after the page's own in its information).
    await languagePane(page, "DE", "de")
      .getByRole("textbox", { name: "Titel", exact: true })
      .nth(1)
      .fill(heading);
    await publishEntry(page, "de");
    expect(lastCommit("data/locales").files).toEqual(["data/locales/de/team.json"]);

    await live(request, "/de/team/", (html) => html.includes(heading));
    expect(await (await request.get("/team/", FRESH_CONNECTION)).text()).not.toContain(heading);
  });

  test("a member of staff without the editor's role is told which role to ask for, gets no session, and can sign out or go back", async ({
    page,
  }) => {
    const session = page.waitForResponse((response) => response.url().endsWith("/api/content/session"));
    await openEditor(page, "", "staff");
    expect((await session).status()).toBe(403);
    // "You are signed in as {name}, but … the role “{role}”. Ask {contact} …", whoever the contact is.
    const [before, after] = de.noRole
      .replace("{name}", ACCOUNTS.staff.name)
      .replace("{role}", "content-editor")
      .split("{contact}");
    const notice = page.getByRole("status").first();
    await expect(notice).toContainText(before);
    await expect(notice).toContainText(after);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("site_editor");
    await expect(page.getByRole("navigation")).toHaveCount(0);

    // Another account may have the role: sign out, or back to the German site.
    await expect(page.getByRole("link", { name: de.backToSite })).toHaveAttribute("href", "/de/");
    expect(await wcagViolationsIn(page, "#editor-ways")).toEqual([]);
    const signOut = page.getByRole("button", { name: de.signOut });
    await signOut.focus();
    await expect(signOut).toBeFocused();
    await signOut.press("Enter");
    // Signed out to the site's root, which the language rule may send on to /de/.
    await page.waitForURL((url) => /^\/(de\/)?$/.test(url.pathname) && !url.href.startsWith(OIDC_URL));
  });
  test("a save the build would refuse is refused in the form, with the build's message in German, and the text stays", async ({
    page,
  }) => {
    const job = "working-student-application-center";
    const before = stateOf(`data/jobs/${job}.json`);
    await openEditor(page, `#/collections/jobs/entries/${job}`);
    // Decap's own check: both languages of a localized text are required.
    await page.getByRole("textbox", { name: "Titel (Deutsch)" }).fill("");
    await page.getByRole("button", { name: DECAP.de.publish, exact: true }).click();
    await page.getByText(DECAP.de.publishNow, { exact: true }).click();
    await expect(page.getByText("Titel (Deutsch) ist erforderlich.")).toBeVisible();
    await page.getByRole("textbox", { name: "Titel (Deutsch)" }).fill(`Werkstudent ${run}`);

    // The build's own check, on the server: applications cannot close before the posting was published.
    // The content API refuses it with the problem's parts, /admin/ says them in German (editor.json).
    await page.getByRole("textbox", { name: "Bewerbungsschluss" }).fill("2020-01-01");
    await page.getByRole("textbox", { name: "Bewerbungsschluss" }).press("Tab");
    const message = await refusedSave(page, "de");
    await expect(message).toContainText(de.refusals.invalid.split("{problems}")[0].trim());
    await expect(message).toContainText(`data/jobs/${job}.json: Feld "closes_at": endet am 2020-01-01`);
    await expect(page.getByRole("textbox", { name: "Titel (Deutsch)" })).toHaveValue(`Werkstudent ${run}`);
    expect(stateOf(`data/jobs/${job}.json`)).toBe(before);
  });
});

test.describe("in English", () => {
  test("an editor adds a team member with a photo, then removes them; the team page follows", async ({
    page,
    request,
  }) => {
    test.setTimeout((2 * EDITING_SECONDS + 2 * BUILD_SECONDS) * 1000);
    const id = `new-colleague-${run}`;
    const name = `New Colleague ${run}`;
    const photo = await jpeg(`${id}.jpg`, 400, 400);

    await openEditor(page, "#/collections/team/new");
    await page.getByRole("textbox", { name: "Id" }).fill(id);
    await page.getByRole("spinbutton", { name: "Order" }).fill("99");
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await chooseOption(page, "Position", "Sales");
    await page.getByRole("textbox", { name: "Role (English)" }).fill("Sales Engineer");
    await page.getByRole("textbox", { name: "Role (German)" }).fill("Vertriebsingenieur");
    await uploadInto(page, page.getByRole("button", { name: "Choose an image" }), photo, "en");
    await publishEntry(page, "en");
    expect(lastCommit(`data/team/${id}.json`).files).toEqual([
      `data/images/team/${photo.name}`,
      `data/team/${id}.json`,
    ]);
    await live(request, "/team/", (html) => html.includes(name));

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: DECAP.en.deleteEntry }).click();
    await expect(page).toHaveURL(/#\/collections\/team$/, { timeout: SAVE_SECONDS * 1000 });
    expect(lastCommit(`data/team/${id}.json`).subject).toBe(`Delete data/team/${id}.json (from /admin/)`);
    await live(request, "/team/", (html) => !html.includes(name));
  });

  test("Decap's own login screen never shows: a signed-in editor starts on the collections", async ({
    page,
  }) => {
    await openEditor(page);
    await expect(page.getByRole("link", { name: "Jobs" })).toBeVisible();
    await expect(page.getByRole("button", { name: DECAP.en.login, exact: true })).toHaveCount(0);
  });

  test("the site's state and the sign-out beside Decap are accessible, and signing out ends the session", async ({
    page,
  }) => {
    await openEditor(page);
    await expect(page.getByRole("status").first()).toHaveText(/^(Live|The site is being updated…)$/);
    expect(await wcagViolationsIn(page, "#editor-status")).toEqual([]);
    const signOut = page.getByRole("button", { name: "Sign out" });
    await signOut.focus();
    await expect(signOut).toBeFocused();
    await signOut.press("Enter");
    await page.waitForURL((url) => url.pathname === "/" && !url.href.startsWith(OIDC_URL));
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("site_editor");
    expect(await page.evaluate(() => localStorage.getItem("decap-cms-user"))).toBeNull();
  });

  test("two editors save the same job: the second, who works in German, is told in German who changed it and keeps their text", async ({
    browser,
    page,
  }) => {
    test.setTimeout(2 * EDITING_SECONDS * 1000);
    const job = "software-developer-machine-control";
    const other = await browser.newPage({ locale: "de-DE" });
    // Both have the posting open (its form filled) before either saves.
    const { title } = JSON.parse(readFileSync(path.join(SITE_CHECKOUT, `data/jobs/${job}.json`), "utf8"));
    await openEditor(page, `#/collections/jobs/entries/${job}`);
    await expect(page.getByRole("textbox", { name: "Title (English)" })).toHaveValue(title.en);
    await openEditor(other, `#/collections/jobs/entries/${job}`);
    await expect(other.getByRole("textbox", { name: "Titel (Englisch)" })).toHaveValue(title.en);

    await page.getByRole("textbox", { name: "Title (English)" }).fill(`Software Developer ${run} (m/f/d)`);
    await publishEntry(page, "en");
    const theirs = `Zusammenfassung von nebenan ${run}`;
    await other.getByRole("textbox", { name: "Zusammenfassung (Deutsch)" }).fill(theirs);
    // The content API's refusal (code "changedBy") in the German editor's words of data/locales/de/editor.json.
    const message = await refusedSave(other, "de");
    const [before, after] = de.refusals.changedBy.split("{time}");
    await expect(message).toContainText(
      before.replace("{path}", `data/jobs/${job}.json`).replace("{author}", ACCOUNTS.editor.name),
    );
    await expect(message).toContainText(after);
    await expect(other.getByRole("textbox", { name: "Zusammenfassung (Deutsch)" })).toHaveValue(theirs);
    await other.close();
  });
});

test.describe("the content API behind nginx", () => {
  const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

  test("refuses a sign-in without a token or with a forged one (401), and every action without a session", async ({
    request,
  }) => {
    const headers = { Origin: origin() };
    expect((await request.post("/api/content/session", { headers })).status()).toBe(401);
    const { privateKey } = await generateKeyPair("RS256");
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({
      typ: "Bearer",
      azp: "shop_frontend",
      realm_access: { roles: ["content-editor"] },
    })
      .setProtectedHeader({ alg: "RS256", kid: "forged" })
      .setIssuer(OIDC_URL)
      .setSubject("intruder")
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
    const refused = await request.post("/api/content/session", {
      headers: { ...headers, Authorization: `Bearer ${forged}` },
    });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["set-cookie"]).toBeUndefined();
    const action = await request.post("/api/content", {
      headers,
      data: { action: "entriesByFolder", params: { folder: "data/jobs" } },
    });
    expect(action.status()).toBe(401);
    expect(action.headers()["cache-control"]).toBe("no-store");
  });

  test("with an editor's session: refuses paths out of the content (400), other origins (403) and bodies over 32 MB (413)", async ({
    page,
  }) => {
    await openEditor(page);
    await expect(page.getByRole("link", { name: "Jobs" })).toBeVisible();
    const targets = ["package.json", "gatsby-node.ts", "x.json"];
    const before = stateOf(...targets);
    const api = page.context().request;
    const call = (data: unknown, from = origin()) =>
      api.post("/api/content", { headers: { Origin: from }, data });
    for (const path of [
      "../package.json",
      "data/jobs/%2e%2e/%2e%2e/gatsby-node.ts",
      "data\\jobs\\..\\..\\x.json",
      ".git/config",
    ]) {
      const response = await call({ action: "getEntry", params: { path } });
      expect(response.status(), path).toBe(400);
      const save = await call({
        action: "persistEntry",
        params: { dataFiles: [{ path, raw: "{}" }], assets: [] },
      });
      expect(save.status(), path).toBe(400);
    }
    expect((await call({ action: "info" }, "https://evil.example")).status()).toBe(403);
    const tooLarge = await call({
      action: "persistMedia",
      params: { asset: { content: "A".repeat(33 * 1024 * 1024) } },
    });
    expect(tooLarge.status()).toBe(413);
    expect((await tooLarge.json()).error).toContain("32 MB");
    expect(stateOf(...targets)).toBe(before);
  });
});
