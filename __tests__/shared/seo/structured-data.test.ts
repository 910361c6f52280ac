import {
  countryCode,
  jobPostingJsonLd,
  organizationJsonLd,
  productJsonLd,
} from "../../../src/shared/seo/structured-data";
import { jsonLdScript } from "../../../src/shared/seo/json-ld-script";
import englishProduct from "../../../data/locales/en/product.json";
import germanProduct from "../../../data/locales/de/product.json";
import { headquarters, headquartersAddress, usBranch, usBranchAddress } from "../../support/locations";

const SITE_URL = "https://www.example.com";

const site = {
  name: "Aconity3D",
  contacts: {
    phone: "+49 000 0000000",
    fax: null,
    email: "info@example.com",
    salesEmail: "sales@example.com",
  },
  social: {
    youtube: "https://www.youtube.com/@example",
    linkedin: "https://www.linkedin.com/company/example",
  },
};

const product = {
  path: "/products/aconity-midi/",
  name: "AconityMIDI",
  summary: { en: "The mid-size research machine.", de: "Die mittelgroße Forschungsanlage." },
  properties: [
    { id: "buildVolume", name: "Bauraum", value: "Ø 170 × 220 mm" },
    { id: "layerThickness", name: "Schichtdicke", minValue: 20, maxValue: 150, unitText: "µm" },
    {
      id: "tensileStrength.asBuilt.z",
      name: "Zugfestigkeit, wie gebaut, Z (stehend)",
      value: 980,
      unitText: "MPa",
      measurementTechnique: "ISO 6892-1",
    },
  ],
};

const METAL = {
  en: englishProduct.structuredData.categories.metal,
  de: germanProduct.structuredData.categories.metal,
};

const job = {
  title: { en: "Service Engineer", de: "Servicetechniker (m/w/d)" },
  summary: { en: "You keep machines running.", de: "Sie halten Anlagen am Laufen." },
  employmentType: "FULL_TIME",
  postedAt: "2026-11-01",
  closesAtInstant: "2027-01-31T23:00:00.000Z",
};

describe("organizationJsonLd", () => {
  const organization = organizationJsonLd(site, [headquarters, usBranch], `${SITE_URL}/`);

  it("describes the company with its name, address, logo and id", () => {
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://www.example.com/#organization",
      name: "Aconity3D",
      url: "https://www.example.com/",
      logo: "https://www.example.com/favicon.svg",
    });
  });

  it("gives every location as a postal address with an ISO country code", () => {
    expect(organization.address).toEqual([headquartersAddress, usBranchAddress]);
  });

  it("lists the contact points and the social profiles", () => {
    expect(organization.contactPoint).toEqual([
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: "+49 000 0000000",
        email: "info@example.com",
      },
      { "@type": "ContactPoint", contactType: "sales", email: "sales@example.com" },
    ]);
    expect(organization.sameAs).toEqual([
      "https://www.youtube.com/@example",
      "https://www.linkedin.com/company/example",
    ]);
  });
});

describe("productJsonLd", () => {
  it("describes a product with its summary, page, image and category in English", () => {
    const data = productJsonLd(product, "en", SITE_URL, METAL.en, `${SITE_URL}/static/midi.jpg`);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "AconityMIDI",
      description: "The mid-size research machine.",
      image: "https://www.example.com/static/midi.jpg",
      url: "https://www.example.com/products/aconity-midi/",
      category: "Metal laser powder bed fusion (LPBF) machines",
    });
  });

  it("uses the German texts and the /de page in German", () => {
    const data = productJsonLd(product, "de", SITE_URL, METAL.de, `${SITE_URL}/static/midi.jpg`);
    expect(data.description).toBe("Die mittelgroße Forschungsanlage.");
    expect(data.url).toBe("https://www.example.com/de/products/aconity-midi/");
    expect(data.category).toMatch(/Laser-Pulverbettschmelzen/);
  });

  it("names the company as the brand, linked to the Organization by id", () => {
    expect(productJsonLd(product, "en", SITE_URL, METAL.en, undefined, "Aconity3D").brand).toEqual({
      "@type": "Organization",
      "@id": "https://www.example.com/#organization",
      url: "https://www.example.com/",
      name: "Aconity3D",
    });
  });

  it("gives each technical value as a property value: words, a range, a number with its unit and standard", () => {
    expect(productJsonLd(product, "de", SITE_URL, METAL.de).additionalProperty).toEqual([
      { "@type": "PropertyValue", propertyID: "buildVolume", name: "Bauraum", value: "Ø 170 × 220 mm" },
      {
        "@type": "PropertyValue",
        propertyID: "layerThickness",
        name: "Schichtdicke",
        minValue: 20,
        maxValue: 150,
        unitText: "µm",
      },
      {
        "@type": "PropertyValue",
        propertyID: "tensileStrength.asBuilt.z",
        name: "Zugfestigkeit, wie gebaut, Z (stehend)",
        value: 980,
        unitText: "MPa",
        measurementTechnique: "ISO 6892-1",
      },
    ]);
  });

  it("leaves out the image when there is none", () => {
    expect(productJsonLd(product, "en", SITE_URL, METAL.en)).not.toHaveProperty("image");
  });
});

describe("jobPostingJsonLd", () => {
  it("describes a posting at the headquarters", () => {
    const data = jobPostingJsonLd(job, headquarters, "en", SITE_URL, `${SITE_URL}/static/service.jpg`);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Service Engineer",
      description: "You keep machines running.",
      datePosted: "2026-11-01",
      validThrough: "2027-01-31T23:00:00.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "Aconity3D GmbH",
        url: "https://www.example.com/",
        logo: "https://www.example.com/favicon.svg",
      },
      jobLocation: { "@type": "Place", address: headquartersAddress },
      url: "https://www.example.com/jobs/",
      image: "https://www.example.com/static/service.jpg",
    });
  });

  it("is valid through the posting's closing instant (decided at build time), at the US branch", () => {
    const data = jobPostingJsonLd(
      { ...job, closesAtInstant: "2027-02-01T08:00:00.000Z" },
      usBranch,
      "de",
      SITE_URL,
    );
    expect(data.validThrough).toBe("2027-02-01T08:00:00.000Z");
    expect(data.title).toBe("Servicetechniker (m/w/d)");
    expect(data.url).toBe("https://www.example.com/de/jobs/");
    expect(data).not.toHaveProperty("image");
    expect(data.jobLocation).toMatchObject({ address: { addressCountry: "US" } });
  });

  it("refuses a location in a country without a known ISO code", () => {
    const elsewhere = { ...headquarters, country: { en: "Atlantis", de: "Atlantis" } };
    expect(() => jobPostingJsonLd(job, elsewhere, "en", SITE_URL)).toThrow(/"Atlantis"/);
  });
});

describe("countryCode", () => {
  it("maps the locations' countries to ISO codes", () => {
    expect(countryCode("Germany")).toBe("DE");
    expect(countryCode("United States")).toBe("US");
    expect(() => countryCode("Deutschland")).toThrow(/No ISO country code/);
  });
});

describe("jsonLdScript", () => {
  const hostile = {
    "@type": "Product",
    name: "</script><script>alert(1)</script>",
    description: "<!-- a & b > c \u2028 line",
  };

  it("can never close the script element it is inlined in", () => {
    const text = jsonLdScript(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(text).toContain("\\u003c/script\\u003e");
  });

  it("still parses to the same data", () => {
    expect(JSON.parse(jsonLdScript(hostile))).toEqual(hostile);
  });

  it("leaves ordinary text readable", () => {
    expect(jsonLdScript({ name: "Edelstahl 316L für Forschung" })).toBe(
      '{"name":"Edelstahl 316L für Forschung"}',
    );
  });
});
