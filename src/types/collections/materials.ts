// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run
// `node scripts/dev/collection-types.mjs`.

import type { LocalizedText, LocalizedShortText } from "./common";

/** A printing process: laser powder bed fusion of metals or selective laser sintering of polymers. */
export type Process = (typeof PROCESSES)[number];

/** A powder material of the application center, with its datasheet. One file per material in data/materials/, named after its id. */
export interface Material {
  /** This schema, so that editors check the file and complete its fields. */
  $schema?: "../schemas/materials.schema.json";
  /** Names the material; unique. */
  id: string;
  /** The place in the application center's list of materials, from 1. */
  order: number;
  /** The material's name. */
  title: LocalizedShortText;
  /** The family it belongs to, like "Aluminium alloy". */
  family: LocalizedShortText;
  process: Process;
  /** The material picture. */
  image: string;
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: LocalizedShortText;
  /** What the material is and what it is for: the first paragraph of its datasheet page. */
  summary: LocalizedText;
  /**
   * The chemical composition in mass %: each element once, one of them the balance.
   *
   * @minItems 1
   * @maxItems 30
   */
  composition: Element[];
  /**
   * The typical values of printed parts, each with its unit, test standard, orientation, condition and number of samples.
   *
   * @minItems 1
   * @maxItems 60
   */
  values: MaterialProperty[];
  /**
   * The machines the material is qualified on, each with its layer thicknesses.
   *
   * @minItems 1
   * @maxItems 20
   */
  machines: Qualification[];
  /** A datasheet PDF of its own; left out, the build generates one from the entry in each language. */
  datasheet?: string;
}
/** One element of the composition: its range in mass %, or the balance. */
export interface Element {
  /** The chemical symbol, like "Si"; two joined by + for a sum, like "Nb+Ta". */
  element: string;
  /** The least share in mass %; left out when there is no lower limit. */
  min?: number;
  /** The greatest share in mass %; left out for the balance. */
  max?: number;
  /** The element makes up the rest. */
  balance?: boolean;
}
/** One typical value of printed parts. */
export interface MaterialProperty {
  /** What is measured. */
  property:
    | "density"
    | "relativeDensity"
    | "tensileStrength"
    | "yieldStrength"
    | "elongation"
    | "hardness"
    | "elasticModulus"
    | "thermalConductivity";
  /** The state of the parts when tested. */
  condition: "asBuilt" | "stressRelieved" | "heatTreated" | "hip";
  /** The build orientation of the samples: XY horizontal, Z vertical; left out where it does not matter. */
  orientation?: "xy" | "z";
  /** The typical value (a mean), in the unit below. */
  value: number;
  /** The standard deviation, in the same unit; left out when not known. */
  spread?: number;
  /** The unit of the value; it must fit the property. */
  unit: "g/cm³" | "%" | "MPa" | "GPa" | "HRC" | "HV10" | "HBW" | "W/(m·K)";
  /** The test standard, like "ISO 6892-1". */
  standard: string;
  /** How many samples the value is the mean of. */
  samples: number;
}
/** A machine the material is qualified on, with the layer thicknesses it is qualified for. */
export interface Qualification {
  /** The machine (a product of data/products/). */
  product: string;
  /**
   * The layer thicknesses in µm, each once.
   *
   * @minItems 1
   * @maxItems 10
   */
  layerThickness: number[];
}

// The values of each named enumeration, for code that lists them.
export const PROCESSES = ["lpbf", "sls"] as const;
