/** The collections' checks as Ajv's standalone code, generated at build time (gatsby/admin/entry-validators.ts). */
declare module "site-entry-validators" {
  import type { ErrorObject } from "ajv";

  type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
  const validators: Readonly<Record<string, Validate>>;
  export = validators;
}
