// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedText, LocalizedShortText, SlugList } from "./common";

/** Which list the product is in: metal LPBF machines, polymer SLS machines or peripherals. */
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A machine or peripheral, with its page under /machines/<slug>/. One file per product in data/products/, named after its slug. */
export interface Product {
  /** This schema, so that editors check the file and complete its fields. */
  $schema?: "../schemas/products.schema.json";
  /** The page address /machines/<slug>/; unique among the slugs and legacy slugs of all products. */
  slug: string;
  /** Former slugs; each redirects to this product's page. */
  legacySlugs: SlugList;
  category: ProductCategory;
  /** The place in the lists of its category, from 1. */
  order: number;
  /** The product name, the same in every language. */
  name: string;
  /** The product photo. */
  image: string;
  /** What the photo shows, for visitors who cannot see it. */
  imageAlt: LocalizedShortText;
  /** One line under the name. */
  tagline: LocalizedShortText;
  /** A sentence or two for the product cards. */
  summary: LocalizedText;
  /** The product page text, in Markdown. */
  description: LocalizedText;
  /**
   * The 3 to 5 key figures of the product page; each id once.
   *
   * @minItems 3
   * @maxItems 5
   */
  keyFigures: KeyFigure[];
  /**
   * The specification table of the product page: each property once, numbers in the property's unit (docs/technical-data.md).
   *
   * @minItems 1
   * @maxItems 20
   */
  specifications: Specification[];
}
/** One key figure, like the build volume. */
export interface KeyFigure {
  /** Names the figure ("buildVolume"); unique within the product. */
  id: string;
  /** What is measured. */
  label: LocalizedShortText;
  /** The value with its unit. */
  value: LocalizedShortText;
}
/** One row of the specification table: a number, a range, the dimensions or a text, as its property takes (docs/technical-data.md). */
export interface Specification {
  /** What is specified; it decides the unit and which of the fields below it takes. */
  property:
    | "buildVolume"
    | "laserType"
    | "laserCount"
    | "laserPower"
    | "wavelength"
    | "spotSize"
    | "layerThickness"
    | "scanSpeed"
    | "preheating"
    | "inertGas"
    | "footprint"
    | "weight"
    | "powerSupply";
  /** A single number in the property's unit (laser power, wavelength, scan speed, preheating, weight; a count or a spot size). */
  value?: number;
  /** The least of a range (layer thickness; a count or a spot size). */
  min?: number;
  /** The greatest of a range. */
  max?: number;
  /**
   * Build volume or footprint in mm: width, depth and height, or diameter and height for a round build plate.
   *
   * @minItems 2
   * @maxItems 3
   */
  dimensions?: number[];
  /** The build volume is round: its dimensions are diameter and height. */
  cylinder?: boolean;
  /** The words of a property that is not a number (laser type, inert gas, power supply). */
  text?: LocalizedShortText;
}

// The values of each named enumeration, for code that lists them.
export const PRODUCT_CATEGORIES = ["metal", "polymer", "peripheral"] as const;
