import type { ComponentType } from "react";
import { HomeGalleryPreview, PrintGalleryPreview } from "./previews/GalleryPreview";
import { JobsPreview } from "./previews/JobsPreview";
import { MaterialPreview } from "./previews/MaterialPreview";
import { PartnersPreview } from "./previews/PartnersPreview";
import { ProductPreview } from "./previews/ProductPreview";
import { LocationsPreview, SiteSettingsPreview } from "./previews/SettingsPreview";
import { TeamPreview } from "./previews/TeamPreview";
import { TextsPreview } from "./previews/TextsPreview";
import type { PreviewProps } from "./preview-props";

/** Each of Decap's collections (and files) by the part of the site that shows it. */
const PREVIEWS: Readonly<Record<string, ComponentType<PreviewProps>>> = {
  jobs: JobsPreview,
  team: TeamPreview,
  partners: PartnersPreview,
  materials: MaterialPreview,
  products: ProductPreview,
  "lists/home-gallery": HomeGalleryPreview,
  "lists/print-gallery": PrintGalleryPreview,
  "lists/locations": LocationsPreview,
  "settings/site": SiteSettingsPreview,
};

/** The preview of a target ("jobs", "texts/team"): every page's texts show on their page. */
export function previewOf(target: string): ComponentType<PreviewProps> | undefined {
  return target.startsWith("texts/") ? TextsPreview : PREVIEWS[target];
}
