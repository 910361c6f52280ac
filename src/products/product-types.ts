import type { IGatsbyImageData } from "gatsby-plugin-image";

import type { Localized } from "../shared/i18n/localized";
import type { SpecificationRow } from "./specifications";

export type { ProductCategory } from "../types/collections";

/** A product as the cards show it (fragment ProductCard). */
export interface ProductCardData {
  slug: string;
  name: string;
  category: string;
  summary: Localized;
  imageAlt: Localized;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

/** A product as its own page shows it (fragment ProductDetail). */
export interface ProductDetailData extends ProductCardData {
  tagline: Localized;
  /** The Markdown description as sanitized HTML, rendered at build time (gatsby/resolvers/markdown-html.tsx). */
  descriptionHtml: Localized;
  keyFigures: readonly { id: string; label: Localized; value: Localized }[];
  specifications: readonly SpecificationRow[];
}
