/**
 * A quote request that starts from a machine or a material page: the link carries what the visitor looked at
 * (`/get-quote/?machine=aconity-midi&material=in718`) and the form starts with it chosen. The address is
 * anyone's to write, so only ids the form offers are taken; anything else is ignored.
 */
const MACHINE = "machine";
const MATERIAL = "material";

/** The quote form's address with a machine and/or a material chosen. */
export function quotePath({ machine, material }: { machine?: string; material?: string }): string {
  const query = new URLSearchParams();
  if (machine) query.set(MACHINE, machine);
  if (material) query.set(MATERIAL, material);
  const search = query.toString();
  return search ? `/get-quote/?${search}` : "/get-quote/";
}

export interface QuotePrefill {
  product?: string;
  materials?: string[];
}

/**
 * What the address asks the form to start with, among the known products and materials: one machine (it
 * replaces a kept one: the visitor just chose it), and each known material once, added to those `kept`
 * from an earlier visit, in the order the form lists them.
 */
export function quotePrefill(
  search: string,
  productSlugs: readonly string[],
  materialIds: readonly string[],
  kept: readonly string[] = [],
): QuotePrefill {
  const query = new URLSearchParams(search);
  const machine = query.get(MACHINE);
  const asked = new Set(query.getAll(MATERIAL));
  const materials = asked.size > 0 ? materialIds.filter((id) => asked.has(id) || kept.includes(id)) : [];
  return {
    ...(machine !== null && productSlugs.includes(machine) ? { product: machine } : {}),
    ...(materials.length > 0 ? { materials } : {}),
  };
}
