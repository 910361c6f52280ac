import { graphql } from "gatsby";

/** The translation namespaces a page asks for, in the shape gatsby-plugin-react-i18next reads. */
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
