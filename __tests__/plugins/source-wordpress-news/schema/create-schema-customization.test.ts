/** @jest-environment node */
import { createSchemaCustomization } from "../../../../plugins/source-wordpress-news/src/schema/create-schema-customization";
import { TYPE_DEFS } from "../../../../plugins/source-wordpress-news/src/schema/node-types";

describe("createSchemaCustomization", () => {
  it("declares the types, so an empty WordPress still has them", () => {
    const createTypes = jest.fn();
    const run = createSchemaCustomization as unknown as (args: unknown) => void;
    run({ actions: { createTypes } });
    expect(createTypes).toHaveBeenCalledWith(TYPE_DEFS);
  });
});
