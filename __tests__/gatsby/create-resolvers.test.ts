/**
 * @jest-environment node
 */
import path from "node:path";
import { createResolvers } from "../../gatsby/create-resolvers";
import { headquarters } from "../support/locations";

type Resolve = (source: unknown) => unknown;

/** The resolvers the site adds, as Gatsby would receive them. */
function resolvers(): Record<string, Record<string, { resolve: Resolve }>> {
  let added = {};
  const call = createResolvers as unknown as (args: { createResolvers: (map: object) => void }) => void;
  call({ createResolvers: (map) => (added = map) });
  return added;
}

describe("WpNewsPost.dateText", () => {
  const dateText = resolvers().WpNewsPost.dateText.resolve;

  it("is the post's date in the post's language, formatted at build time", () => {
    expect(dateText({ date: "2026-03-05T23:30:00+01:00", language: "en" })).toBe("March 5, 2026");
    expect(dateText({ date: "2026-03-05T00:10:00+01:00", language: "de" })).toBe("5. März 2026");
  });

  it("refuses a post in a language the site does not have", () => {
    expect(() => dateText({ date: "2026-03-05T10:00:00Z", language: "fr" })).toThrow(/unknown language "fr"/);
  });
});

describe("JobsJson", () => {
  const jobs = resolvers().JobsJson as unknown as Record<
    string,
    { resolve: (source: unknown, args: unknown, context: unknown) => unknown }
  >;
  const locations = [
    { jsonId: "headquarters", timeZone: "Europe/Berlin" },
    { jsonId: "us-branch", timeZone: "America/Los_Angeles" },
  ];
  const context = {
    nodeModel: {
      findOne: async ({ query }: { query: { filter: { jsonId: { eq: string } } } }) =>
        locations.find((location) => location.jsonId === query.filter.jsonId.eq) ?? null,
    },
  };
  const posting = (location: string) => ({ jsonId: "service", location, closes_at: "2027-01-31" });

  it("closes a posting at the end of its closing day in its location's time zone", async () => {
    const closesAt = jobs.closesAtInstant.resolve;
    expect(await closesAt(posting("headquarters"), {}, context)).toBe("2027-01-31T23:00:00.000Z");
    expect(await closesAt(posting("us-branch"), {}, context)).toBe("2027-02-01T08:00:00.000Z");
  });

  it("stops the build for a posting at an unknown location", async () => {
    await expect(jobs.closesAtInstant.resolve(posting("moon"), {}, context)).rejects.toThrow(
      /"service" names an unknown location "moon"/,
    );
  });

  it("writes the closing day in each language", () => {
    expect(jobs.closingDateText.resolve(posting("headquarters"), {}, context)).toEqual({
      en: "January 31, 2027",
      de: "31. Januar 2027",
    });
  });
});

describe("Site.organizationJsonLd", () => {
  type Resolve = (source: unknown, args: unknown, context: unknown) => Promise<string>;
  const { resolve } = (resolvers().Site as unknown as Record<string, { resolve: Resolve }>)
    .organizationJsonLd;
  const site = {
    name: "Example </script> GmbH",
    contacts: { phone: "+49 1", email: "info@example.com" },
    social: { youtube: "https://www.youtube.com/@example", twitter: "" },
  };
  const context = {
    nodeModel: {
      findOne: async () => site,
      findAll: async () => ({ entries: [headquarters] }),
    },
  };

  it("is the Organization of the site's settings and locations, as safe script text", async () => {
    const text = await resolve({ siteMetadata: { siteUrl: "https://www.example.com" } }, {}, context);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toMatchObject({
      "@type": "Organization",
      name: "Example </script> GmbH",
      url: "https://www.example.com/",
      address: [{ addressCountry: "DE", addressLocality: "Musterstadt" }],
      sameAs: ["https://www.youtube.com/@example"],
    });
  });
});

describe("ProductsJson.descriptionHtml", () => {
  it("renders the Markdown description in each language", () => {
    const html = resolvers().ProductsJson.descriptionHtml.resolve({
      description: { en: "A **machine**.", de: "Eine **Maschine**." },
    }) as Record<string, string>;
    expect(html.en).toContain("<strong>machine</strong>");
    expect(html.de).toContain("<strong>Maschine</strong>");
  });
});

describe("PartnersJsonLogo.raster", () => {
  const raster = resolvers().PartnersJsonLogo.raster as unknown as {
    resolve: (source: unknown, args: unknown, context: unknown) => unknown;
  };
  const context = {
    nodeModel: {
      findOne: async ({ query }: { query: { filter: { absolutePath: { eq: string } } } }) =>
        query.filter.absolutePath.eq,
    },
  };

  it("looks up the file of a raster logo under data/", async () => {
    const found = await raster.resolve({ type: "raster", src: "images/partners/a.png" }, {}, context);
    expect(found).toBe(path.resolve(__dirname, "../../data/images/partners/a.png"));
  });

  it("gives no file for an SVG logo, which sharp does not process", () => {
    expect(raster.resolve({ type: "svg", src: "images/partners/b.svg" }, {}, context)).toBeNull();
  });
});
