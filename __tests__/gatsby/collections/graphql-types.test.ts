import { collectionTypeDefs, localizedTextTypeDef } from "../../../gatsby/collections/graphql-types";

/** The types as they were written by hand before the schemas: the queries of the site are built on them. */
const HAND_WRITTEN = `
type SiteJsonContacts { phone: String! fax: String email: String! salesEmail: String! jobsEmail: String! }
type SiteJsonFooterAddress { company: String! street: String! postalCode: String! city: String! country: LocalizedText! }
type SiteJsonSocial { youtube: String! twitter: String! facebook: String! instagram: String! linkedin: String! }
type SiteJsonLinks {
  newsSite: String! shop: String! sso: String! configurator: String! configuratorApi: String!
  fileApi: String! uploadServer: String! dataServer: String!
}
type SiteJson implements Node @dontInfer {
  url: String!
  name: String!
  slogan: String!
  titleTemplate: String!
  contacts: SiteJsonContacts!
  footerAddress: SiteJsonFooterAddress!
  social: SiteJsonSocial!
  links: SiteJsonLinks!
}

type ProductsJsonKeyFigure { id: String! label: LocalizedText! value: LocalizedText! }
type ProductsJsonSpecification {
  property: String!
  value: Float
  min: Float
  max: Float
  dimensions: [Float!]
  cylinder: Boolean
  text: LocalizedText
}
type ProductsJson implements Node @dontInfer {
  slug: String!
  legacySlugs: [String!]!
  category: String!
  order: Int!
  name: String!
  image: File! @link(by: "relativePath")
  imageAlt: LocalizedText!
  tagline: LocalizedText!
  summary: LocalizedText!
  description: LocalizedText!
  keyFigures: [ProductsJsonKeyFigure!]!
  specifications: [ProductsJsonSpecification!]!
}
type MaterialsJsonComposition { element: String! min: Float max: Float balance: Boolean }
type MaterialsJsonValue {
  property: String!
  condition: String!
  orientation: String
  value: Float!
  spread: Float
  unit: String!
  standard: String!
  samples: Int!
}
type MaterialsJsonMachine { product: String! layerThickness: [Int!]! }
type MaterialsJson implements Node @dontInfer {
  jsonId: String!
  order: Int!
  title: LocalizedText!
  family: LocalizedText!
  process: String!
  image: File! @link(by: "relativePath")
  imageAlt: LocalizedText!
  summary: LocalizedText!
  composition: [MaterialsJsonComposition!]!
  values: [MaterialsJsonValue!]!
  machines: [MaterialsJsonMachine!]!
  datasheet: String
}
type PartnersJsonLogo { type: String! src: File! @link(by: "relativePath") }
type PartnersJson implements Node @dontInfer {
  jsonId: String!
  order: Int!
  name: String!
  logo: PartnersJsonLogo!
  url: String
}
type TeamJson implements Node @dontInfer {
  jsonId: String!
  order: Int!
  name: String!
  position: String!
  role: LocalizedText!
  image: File @link(by: "relativePath")
}
type JobsJson implements Node @dontInfer {
  jsonId: String!
  title: LocalizedText!
  summary: LocalizedText!
  location: String!
  employmentType: String!
  postedAt: String!
  closes_at: String!
  pdf: String!
  image: File! @link(by: "relativePath")
  imageAlt: LocalizedText!
}
type HomeGalleryJson implements Node @dontInfer {
  jsonId: String!
  image: File! @link(by: "relativePath")
  alt: LocalizedText!
  caption: LocalizedText!
}
type PrintGalleryJson implements Node @dontInfer {
  jsonId: String!
  image: File! @link(by: "relativePath")
  alt: LocalizedText!
}
type LocationsJson implements Node @dontInfer {
  jsonId: String!
  kind: String!
  name: String!
  street: String!
  postalCode: String!
  city: String!
  country: LocalizedText!
  phone: String!
  email: String!
  timeZone: String!
}
`;

/** Each type's name → its fields, one "name: Type" per entry, in any order and layout. */
function typesOf(sdl: string): Map<string, string[]> {
  const types = new Map<string, string[]>();
  for (const match of sdl.matchAll(/type (\w+)([^{]*)\{([^}]*)\}/g)) {
    const fields = match[3]
      .split(/\s+(?=\w+:)/)
      .map((field) => field.trim().replace(/\s+/g, " "))
      .filter(Boolean);
    types.set(`${match[1]}${match[2].trimEnd()}`, fields.sort());
  }
  return types;
}

describe("collectionTypeDefs", () => {
  const generated = typesOf(collectionTypeDefs());

  it.each([...typesOf(HAND_WRITTEN)])("keeps %s as the queries know it", (type, fields) => {
    expect(generated.get(type)).toEqual(fields);
  });

  it("types the redirect tables too, so that no node type is inferred", () => {
    expect(generated.get("RedirectsJson implements Node @dontInfer")).toEqual([
      "comment: String",
      "from: String!",
      "languages: [String!]",
      "overridden: String",
      "to: String!",
    ]);
    expect([...generated.keys()]).toContain("LegacyNewsJson implements Node @dontInfer");
  });
});

describe("localizedTextTypeDef", () => {
  it("keeps LocalizedText as the queries know it", () => {
    expect([...typesOf(localizedTextTypeDef())]).toEqual([["LocalizedText", ["de: String!", "en: String!"]]]);
  });
});
