import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface NewsPostCardData {
  id: string;
  slug: string;
  language: string;
  title: string;
  date: string;
  excerptHtml: string;
  protected: boolean;
  sticky: boolean;
  featuredImageAlt: string;
  featuredImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}
