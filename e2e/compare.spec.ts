import { expect, test } from "./support/test";

/** The comparison pages (docs/technical-data.md) against the build served by nginx. */

const MACHINES = [
  "AconityMICRO",
  "AconityMINI",
  "AconityMIDI",
  "AconityMIDI+",
  "AconityONE",
  "AconityPOLYMER",
];

test("before its script runs, a comparison is the full table, whatever the address chooses", async ({
  request,
}) => {
  for (const path of ["/compare/machines/?machines=aconity-mini,aconity-midi", "/de/compare/materials/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const columns = html.match(/<th scope="col"/g) ?? [];
    expect(columns.length, path).toBe(path.includes("machines") ? 1 + MACHINES.length : 1 + 12);
    expect(html, path).toContain("<caption>");
  }
});

test("a visitor compares the machine they read about with another, shares the address, and meets the limit", async ({
  visitorPage: page,
}) => {
  await page.goto("/products/aconity-midi/");
  await page.getByRole("link", { name: "Compare AconityMIDI with other machines" }).click();
  await expect(page).toHaveURL(/\/compare\/machines\/\?machines=aconity-midi$/);
  const chooser = page.getByRole("group", { name: "Machines to compare" });
  await expect(chooser.getByRole("checkbox", { name: "AconityMIDI", exact: true })).toBeChecked();
  const table = page.getByRole("table", { name: "Specifications of the machines compared" });
  // One ticked is a start, not a comparison: every machine still shows.
  await expect(table.getByRole("columnheader")).toHaveText(["Property", ...MACHINES]);

  await chooser.getByRole("checkbox", { name: "AconityONE" }).check();
  await expect(page).toHaveURL(/\?machines=aconity-midi,aconity-one$/);
  await expect(table.getByRole("columnheader")).toHaveText(["Property", "AconityMIDI", "AconityONE"]);
  await expect(chooser.getByRole("status")).toHaveText("Showing 2 of 6.");
  const preheating = table.getByRole("row").filter({ hasText: "Max. preheating temperature" });
  await expect(preheating.getByRole("rowheader")).toHaveText("Max. preheating temperature differs");
  await expect(preheating.getByRole("cell")).toHaveText(["1,200 °C", "500 °C"]);
  const gas = table.getByRole("row").filter({ hasText: "Inert gas" });
  await expect(gas.getByRole("rowheader")).toHaveText("Inert gas");

  // The address is the choice: another visitor opening it sees the same two.
  await page.reload();
  await expect(table.getByRole("columnheader")).toHaveText(["Property", "AconityMIDI", "AconityONE"]);

  for (const name of ["AconityMICRO", "AconityMINI"]) await chooser.getByRole("checkbox", { name }).check();
  await expect(chooser.getByRole("status")).toContainText("Four at most");
  await expect(chooser.getByRole("checkbox", { name: "AconityPOLYMER" })).toBeDisabled();
  await chooser.getByRole("checkbox", { name: "AconityMICRO" }).uncheck();
  await expect(chooser.getByRole("checkbox", { name: "AconityPOLYMER" })).toBeEnabled();
  await expect(page).toHaveURL(/\?machines=aconity-mini,aconity-midi,aconity-one$/);
  await table.getByRole("link", { name: "AconityONE" }).click();
  await expect(page).toHaveURL(/\/products\/aconity-one\/$/);
});

test("a German visitor compares two materials from a datasheet, by keyboard", async ({
  visitorPage: page,
}) => {
  await page.goto("/de/materials/in718/");
  await page.getByRole("link", { name: "Mit anderen Werkstoffen vergleichen" }).click();
  await expect(page).toHaveURL(/\/de\/compare\/materials\/\?materials=in718$/);
  const chooser = page.getByRole("group", { name: "Werkstoffe im Vergleich" });
  const ti = chooser.getByRole("checkbox", { name: "Ti6Al4V" });
  await ti.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\?materials=ti6ai4v,in718$/);
  const table = page.getByRole("table", { name: "Typische Kennwerte der verglichenen Werkstoffe" });
  await expect(table.getByRole("columnheader")).toHaveText(["Eigenschaft", "Ti6Al4V", "IN718"]);
  const density = table.getByRole("row").filter({ hasText: /^Dichte, Wie gebaut/ });
  await expect(density.getByRole("cell")).toHaveText([/^4,4\d* ± .* g\/cm³$/, /^8,\d+ ± .* g\/cm³$/]);
  await expect(density.getByRole("rowheader")).toContainText("unterschiedlich");
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("a comparison is the full table, without boxes that could do nothing", async ({ page }) => {
    // No script runs, so there is no hydration to wait for.
    await page.goto("/compare/machines/", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("table", { name: "Specifications of the machines compared" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Machines to compare" })).toBeHidden();
  });
});
