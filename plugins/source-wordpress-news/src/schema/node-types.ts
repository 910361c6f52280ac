/** The node types the plugin creates; the GraphQL names pages query (allWpNewsPost, wpNewsCategory …). */
export const NODE_TYPES = {
  post: "WpNewsPost",
  category: "WpNewsCategory",
  tag: "WpNewsTag",
  author: "WpNewsAuthor",
} as const;

/**
 * Declared in full, without inference, so every field exists and has its type even when WordPress has no
 * posts at all, and a field that must be there is non-null for the pages that read it.
 */
export const TYPE_DEFS = `
  type WpNewsPost implements Node @dontInfer {
    wpId: Int!
    slug: String!
    "en or de: Polylang's lang, else a category with slug en or de, else the default language"
    language: String!
    "Plain text with the HTML entities decoded: render it as text, never as HTML"
    title: String!
    "Sanitized HTML; empty for a password-protected post"
    excerptHtml: String!
    "The excerpt as plain text (descriptions, feeds); empty for a password-protected post"
    excerptText: String!
    "Sanitized HTML; empty for a password-protected post"
    contentHtml: String!
    protected: Boolean!
    sticky: Boolean!
    "The site's local time with its UTC offset, e.g. 2024-11-12T09:30:00+01:00"
    date: Date! @dateformat
    modified: Date! @dateformat
    "The post's permalink on the WordPress site"
    link: String!
    categories: [WpNewsCategory!]! @link(by: "wpId")
    tags: [WpNewsTag!]! @link(by: "wpId")
    author: WpNewsAuthor @link(by: "wpId")
    "The downloaded featured image, for gatsby-plugin-image (childImageSharp); null when the post has none"
    featuredImage: File @link
    featuredImageAlt: String!
    "The same post in the other languages (Polylang), as language and slug"
    translations: [WpNewsTranslation!]!
  }

  type WpNewsTranslation {
    language: String!
    slug: String!
  }

  type WpNewsCategory implements Node @dontInfer {
    wpId: Int!
    slug: String!
    name: String!
    language: String!
    "Public posts filed under it"
    count: Int!
    "A category named after a language (slug en or de) that marks the language of its posts"
    isLanguageMarker: Boolean!
  }

  type WpNewsTag implements Node @dontInfer {
    wpId: Int!
    slug: String!
    name: String!
  }

  type WpNewsAuthor implements Node @dontInfer {
    wpId: Int!
    name: String!
    slug: String!
  }
`;
