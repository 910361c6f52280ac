import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";
import type { Posting } from "../jobs/JobPostings";
import type { Member } from "../team/TeamGroups";
import type { Partner } from "../partners/Partners";
import type { GallerySlide } from "../gallery/HomeGallery";
import type { PrintedPart } from "../gallery/PrintGallery";
import type { DatasheetMaterial } from "../materials/MaterialDatasheet";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ProductDetailData } from "../products/product-types";

/** What the preview page's query gives every preview: the built site's lists, each entry's neighbours. */
export interface PreviewData {
  site: { buildTime: string } | null;
  siteJson: { contacts: { jobsEmail: string } } | null;
  locations: { nodes: readonly { jsonId: string; timeZone: string }[] };
  jobs: { nodes: readonly Posting[] };
  members: { nodes: readonly (Member & { order: number })[] };
  partners: { nodes: readonly (Partner & { order: number })[] };
  slides: { nodes: readonly GallerySlide[] };
  prints: { nodes: readonly PrintedPart[] };
  materials: {
    nodes: readonly (DatasheetMaterial & {
      image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
    })[];
  };
  products: {
    nodes: readonly (ProductDetailData & {
      hero: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
    })[];
  };
}

/** What each collection's preview is given. */
export interface PreviewProps {
  /** The entry as Decap holds it. */
  entry: Record<string, unknown>;
  /** The key the entry was opened with (its file name), empty for a new one. */
  slug: string;
  /** The file of a collection of files ("texts/team" → "team"). */
  file: string;
  images: Readonly<Record<string, string>>;
  data: PreviewData;
  language: Language;
  /** What an empty text shows, in each language. */
  missing: Localized;
}
