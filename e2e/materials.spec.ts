import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { collection } from "./support/collections";
import { expect, test } from "./support/test";

/** The material datasheet pages (docs/technical-data.md) against the build served by nginx. */
interface Material {
  id: string;
  title: { en: string; de: string };
  machines: { product: string }[];
}

const MATERIALS = collection<Material>("materials");

/** The address of the page's alternate in `language` (its hreflang link), if it has one. */
function alternate(html: string, language: string): string | undefined {
  const link = new RegExp(`<link rel="alternate" hreflang="${language}" href="([^"]+)"`, "i").exec(html);
  return link ? new URL(link[1]).pathname : undefined;
}

test("every material has its datasheet page in both languages, each naming the other", async ({
  request,
}) => {
  expect(MATERIALS.length).toBe(12);
  for (const material of MATERIALS) {
    const english = `/materials/${material.id}/`;
    const german = `/de/materials/${material.id}/`;
    for (const [path, language, other] of [
      [english, "de", german],
      [german, "en", english],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(alternate(await response.text(), language), `${path}: its ${language} alternate`).toBe(other);
    }
  }
});

test("a datasheet and a machine page tell machines their values: Product data with its properties", async ({
  visitorPage: page,
}) => {
  const products = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type": string; additionalProperty?: object[] })
      .filter((data) => data["@type"] === "Product");
  await page.goto("/de/materials/in718/");
  const [material] = await products();
  expect(material).toMatchObject({ name: "IN718", url: expect.stringMatching(/\/de\/materials\/in718\/$/) });
  expect(material.additionalProperty).toContainEqual({
    "@type": "PropertyValue",
    propertyID: "tensileStrength.heatTreated.z",
    name: "Zugfestigkeit, Wärmebehandelt, Z (stehend)",
    value: 1360,
    unitText: "MPa",
    measurementTechnique: "ISO 6892-1",
  });
  await page.goto("/products/aconity-midi/");
  const [machine] = await products();
  expect(machine.additionalProperty).toContainEqual({
    "@type": "PropertyValue",
    propertyID: "layerThickness",
    name: "Layer thickness",
    minValue: 20,
    maxValue: 150,
    unitText: "µm",
  });
});

/** A PDF's text as pdf.js reads it (scripts/test/pdf-text.mjs). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "datasheet-"));
  try {
    const file = path.join(dir, "datasheet.pdf");
    writeFileSync(file, bytes);
    const { pages } = JSON.parse(
      execFileSync(process.execPath, ["scripts/test/pdf-text.mjs", file], { encoding: "utf8" }),
    ) as { pages: string[] };
    return pages.join(" ").replace(/\s+/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a datasheet page links the PDF the build made from the same entry, in its language", async ({
  visitorPage: page,
  request,
}) => {
  for (const [path_, link, words] of [
    ["/materials/in718/", "Datasheet (PDF)", ["Tensile strength", "1,360 ± 20 MPa", "ISO 6892-1", "Germany"]],
    [
      "/de/materials/in718/",
      "Datenblatt (PDF)",
      ["Zugfestigkeit", "1.360 ± 20 MPa", "ISO 6892-1", "Deutschland"],
    ],
  ] as const) {
    await page.goto(path_);
    const href = await page.getByRole("link", { name: link, exact: true }).getAttribute("href");
    expect(href).toBe(`${path_}datasheet.pdf`);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const text = pdfText(await response.body());
    for (const word of words) expect(text, `${href}: ${word}`).toContain(word);
  }
  // An entry that names its own PDF keeps it: the upload wins.
  await page.goto("/materials/alsi10mg/");
  await expect(page.getByRole("link", { name: "Datasheet (PDF)", exact: true })).toHaveAttribute(
    "href",
    "/files/datasheets/alsi10mg.pdf",
  );
});

test("/materials stays the old site's address of the list: it leads to the application center", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/materials", "/application-center/"],
    ["/materials/", "/application-center/"],
    ["/de/materials", "/de/application-center/"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location, "http://x").pathname, from).toBe(to);
  }
});

test("a visitor goes from the list to a German datasheet, reads its tables and goes on to a machine and back", async ({
  visitorPage: page,
}) => {
  await page.goto("/de/application-center/");
  await page.getByRole("link", { name: "IN718", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/materials\/in718\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "IN718" })).toBeVisible();

  const values = page.getByRole("table", { name: "Typische Kennwerte von Bauteilen aus IN718" });
  await expect(values.getByRole("columnheader")).toHaveText([
    "Eigenschaft",
    "Zustand",
    "Ausrichtung",
    "Typischer Wert",
    "Prüfnorm",
    "Proben",
  ]);
  const row = values.getByRole("row").filter({ hasText: "Zugfestigkeit" }).filter({ hasText: "Z (stehend)" });
  await expect(row.filter({ hasText: "Wärmebehandelt" }).getByRole("cell")).toHaveText([
    "Wärmebehandelt",
    "Z (stehend)",
    "1.360 ± 20 MPa",
    "ISO 6892-1",
    "6",
  ]);
  await expect(page.getByText(/^Typische Werte, nicht zugesichert/)).toBeVisible();

  // A table wider than a phone scrolls in its own region, which the keyboard reaches.
  await page.setViewportSize({ width: 375, height: 800 });
  const region = page.getByRole("region", { name: "Typische Kennwerte von Bauteilen aus IN718" });
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page
    .getByRole("table", { name: "Maschinen, auf denen IN718 qualifiziert ist" })
    .getByRole("link", { name: "AconityMIDI", exact: true })
    .click();
  await expect(page).toHaveURL(/\/de\/products\/aconity-midi\/$/);
  const specifications = page.getByRole("table", { name: "Technische Daten von AconityMIDI" });
  await expect(specifications.getByRole("columnheader")).toHaveText(["Eigenschaft", "Wert"]);
  await expect(specifications.getByRole("row").filter({ hasText: "Bauraum" }).getByRole("cell")).toHaveText(
    "Ø 170 × 220 mm",
  );
  await expect(
    specifications.getByRole("row").filter({ hasText: "Max. Vorheiztemperatur" }).getByRole("cell"),
  ).toHaveText("1.200 °C");
  const materials = page.getByRole("region", { name: "Qualifizierte Werkstoffe" });
  const onMidi = MATERIALS.filter((material) =>
    material.machines.some((machine) => machine.product === "aconity-midi"),
  );
  await expect(materials.getByRole("link")).toHaveCount(onMidi.length);
  await materials.getByRole("link", { name: "IN718", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/materials\/in718\/$/);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the list's filters are plain links: by machine, by family, and back to all", async ({ page }) => {
    const onMidi = MATERIALS.filter((material) =>
      material.machines.some((machine) => machine.product === "aconity-midi"),
    );
    // No script runs, so there is no hydration to wait for.
    await page.goto("/application-center/", { waitUntil: "domcontentloaded" });
    const filters = page.getByRole("navigation", { name: "Filter the materials" });
    await expect(filters.getByRole("link", { name: "All materials" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await filters.getByRole("link", { name: `AconityMIDI (${onMidi.length})` }).click();
    await expect(page).toHaveURL(/\/materials\/machine\/aconity-midi\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Materials qualified on AconityMIDI");
    const list = page.locator("#materials > ul");
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      onMidi.map((material) => material.title.en),
    );
    const current = page.getByRole("navigation", { name: "Filter the materials" });
    await expect(current.getByRole("link", { name: `AconityMIDI (${onMidi.length})` })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await current.getByRole("link", { name: "Nickel-based superalloy (1)" }).click();
    await expect(page).toHaveURL(/\/materials\/family\/nickel-based-superalloy\/$/);
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(["IN718"]);
    await current.getByRole("link", { name: "All materials" }).click();
    await expect(page).toHaveURL(/\/application-center\/#materials$/);
    await expect(list.getByRole("heading", { level: 3 })).toHaveCount(MATERIALS.length);
  });
});
