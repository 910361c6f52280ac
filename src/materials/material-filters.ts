/**
 * The filters of the materials list (docs/technical-data.md): by process, family and machine, each value a
 * page of its own (`/materials/machine/aconity-midi/`), so a filter is a plain link that works without
 * script and an address that can be shared. Pure, so the pages, the build and the tests share it.
 */
import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";

export const FACETS = ["process", "family", "machine"] as const;
export type Facet = (typeof FACETS)[number];

/** Material ids that would be taken for a filter's address (`/materials/<facet>/`): the build refuses them. */
export const RESERVED_MATERIAL_IDS: readonly string[] = FACETS;

/** The fields of a material its filters read. */
export interface FilteredMaterial {
  jsonId: string;
  process: string;
  family: Localized;
  machines: readonly { product: string }[];
}

export interface FilterValue {
  facet: Facet;
  /** The value in the address: "lpbf", "nickel-based-superalloy", "aconity-midi". */
  value: string;
  /** How many materials it shows. */
  count: number;
}

/** A family's address value, from its English name: "Nickel-based superalloy" → "nickel-based-superalloy". */
export function familySlug(family: Localized): string {
  return family.en
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The values a material has for a facet. */
function valuesOf(material: FilteredMaterial, facet: Facet): string[] {
  if (facet === "process") return [material.process];
  if (facet === "family") return [familySlug(material.family)];
  return material.machines.map((machine) => machine.product);
}

export const matches = (material: FilteredMaterial, facet: Facet, value: string): boolean =>
  valuesOf(material, facet).includes(value);

/**
 * Every value that shows at least one material, facet by facet: processes in `processOrder`, families as the
 * list first meets them, machines in `machineOrder` (the products' order).
 */
export function filterValues(
  materials: readonly FilteredMaterial[],
  processOrder: readonly string[],
  machineOrder: readonly string[],
): FilterValue[] {
  const families = [...new Set(materials.map((material) => familySlug(material.family)))];
  const order: Record<Facet, readonly string[]> = {
    process: processOrder,
    family: families,
    machine: machineOrder,
  };
  return FACETS.flatMap((facet) =>
    order[facet]
      .map((value) => ({
        facet,
        value,
        count: materials.filter((material) => matches(material, facet, value)).length,
      }))
      .filter((entry) => entry.count > 0),
  );
}

/** The address of a filter's page. */
export const filterPath = (facet: Facet, value: string): string => `/materials/${facet}/${value}/`;

/** What a filter's words are drawn from: the materials, the products' names, the process names. */
export interface FilterWords {
  materials: readonly FilteredMaterial[];
  products: readonly { slug: string; name: string }[];
  language: Language;
  processName: (process: string) => string;
}

/** A filter value's words: the process's name, the family as the language says it, the machine's name. */
export function filterLabel(facet: Facet, value: string, words: FilterWords): string {
  if (facet === "process") return words.processName(value);
  if (facet === "machine") return words.products.find((product) => product.slug === value)?.name ?? value;
  const family = words.materials.find((material) => familySlug(material.family) === value)?.family;
  return family ? family[words.language] : value;
}
