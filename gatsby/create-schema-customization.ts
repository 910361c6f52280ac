import type { GatsbyNode } from "gatsby";

/**
 * Explicit types for the content collections: fields the data requires are non-null, so components need
 * no guards (data/*.json is validated before the build reads it, see on-pre-bootstrap.ts).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Locale implements Node @dontInfer {
      ns: String!
      data: String!
      language: String!
      fileAbsolutePath: String!
    }
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
    type LocalizedText { en: String! de: String! }

    type ProductsJsonKeyFigure { id: String! label: LocalizedText! value: LocalizedText! }
    type ProductsJson implements Node @dontInfer {
      slug: String!
      legacySlugs: [String!]!
      category: String!
      order: Int!
      name: String!
      image: File! @fileByRelativePath
      imageAlt: LocalizedText!
      tagline: LocalizedText!
      summary: LocalizedText!
      description: LocalizedText!
      keyFigures: [ProductsJsonKeyFigure!]!
    }
    type MaterialsJson implements Node @dontInfer {
      jsonId: String!
      title: LocalizedText!
      family: LocalizedText!
      image: File! @fileByRelativePath
      imageAlt: LocalizedText!
      datasheet: String!
    }
    type PartnersJsonLogo { type: String! src: File! @fileByRelativePath }
    type PartnersJson implements Node @dontInfer {
      jsonId: String!
      name: String!
      logo: PartnersJsonLogo!
      url: String
    }
    type TeamJson implements Node @dontInfer {
      jsonId: String!
      name: String!
      position: String!
      role: LocalizedText!
      image: File @fileByRelativePath
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
      image: File! @fileByRelativePath
      imageAlt: LocalizedText!
    }
    type HomeGalleryJson implements Node @dontInfer {
      jsonId: String!
      image: File! @fileByRelativePath
      alt: LocalizedText!
      caption: LocalizedText!
    }
    type PrintGalleryJson implements Node @dontInfer {
      jsonId: String!
      image: File! @fileByRelativePath
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
  `);
};
