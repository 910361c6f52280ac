import { graphql } from "gatsby";

/** The translation namespaces a page asks for (the Locale nodes of gatsby/locales/locale-nodes.ts). */
export const pageLocales = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
