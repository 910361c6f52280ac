import { graphql, useStaticQuery } from "gatsby";

/** Site settings (data/site.json) and locations (data/locations.json), for layout and Head. */
export function useSiteSettings() {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteJson {
        name
        slogan
        titleTemplate
        contacts {
          phone
          fax
          email
          salesEmail
        }
        footerAddress {
          company
          street
          postalCode
          city
          country {
            en
            de
          }
        }
        social {
          youtube
          twitter
          facebook
          instagram
          linkedin
        }
        links {
          newsSite
          shop
          configurator
          sso
        }
      }
      allLocationsJson {
        nodes {
          jsonId
          kind
          name
          street
          postalCode
          city
          country {
            en
            de
          }
          phone
          email
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
        organizationJsonLd
      }
    }
  `);
  if (!data.siteJson) throw new Error("data/site.json is missing: the layout needs the site settings.");
  return {
    site: data.siteJson,
    locations: data.allLocationsJson.nodes,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    /** The Organization of every page's Head, as the text of its JSON-LD script. */
    organizationJsonLd: data.site?.organizationJsonLd ?? "",
  };
}

export type SiteSettings = ReturnType<typeof useSiteSettings>;
