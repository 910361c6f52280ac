import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface NewsPostCardData {
  id: string;
  slug: string;
  language: string;
  title: string;
  date: string;
  /** The date as readers see it, formatted when the site was built. */
  dateText: string;
  excerptHtml: string;
  protected: boolean;
  sticky: boolean;
  featuredImageAlt: string;
  featuredImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}
