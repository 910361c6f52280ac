/** A typical value of a datasheet, its number 1 MPa (src/materials/datasheet-rows.ts). */
export const datasheetValue = (property: string, condition: string, orientation?: string) => ({
  property,
  condition,
  orientation,
  value: 1,
  unit: "MPa",
  standard: "ISO 6892-1",
  samples: 6,
});
