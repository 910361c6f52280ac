import type { GatsbyNode } from "gatsby";

/** Settings the layout cannot do without are declared non-null, so components need no guards. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Locale implements Node @dontInfer {
      ns: String!
      data: String!
      language: String!
      fileAbsolutePath: String!
    }
    type SiteJsonContacts { phone: String! fax: String email: String! salesEmail: String! jobsEmail: String! }
    type SiteJsonFooterAddress { company: String! street: String! postalCode: String! city: String! country: String! }
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
