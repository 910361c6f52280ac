/** @jest-environment node */
import { Kind, parse, print, type ObjectTypeDefinitionNode } from "graphql";
import { TYPE_DEFS } from "../../../../plugins/source-wordpress-news/src/schema/node-types";

/** Each type's fields as "name: Type @directives", the way the contract in the issue writes them. */
function fields(): Record<string, string[]> {
  const types = parse(TYPE_DEFS).definitions.filter(
    (definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION,
  );
  return Object.fromEntries(
    types.map((type) => [
      `${type.name.value}${type.interfaces?.length ? " implements Node" : ""}${type.directives?.map((d) => ` ${print(d)}`).join("") ?? ""}`,
      (type.fields ?? []).map((field) =>
        [`${field.name.value}: ${print(field.type)}`, ...(field.directives ?? []).map((d) => print(d))].join(
          " ",
        ),
      ),
    ]),
  );
}

describe("the news node types", () => {
  it("are declared exactly as the pages expect them", () => {
    expect(fields()).toEqual({
      "WpNewsPost implements Node @dontInfer": [
        "wpId: Int!",
        "slug: String!",
        "language: String!",
        "title: String!",
        "excerptHtml: String!",
        "excerptText: String!",
        "contentHtml: String!",
        "protected: Boolean!",
        "sticky: Boolean!",
        "date: Date! @dateformat",
        "modified: Date! @dateformat",
        "link: String!",
        'categories: [WpNewsCategory!]! @link(by: "wpId")',
        'tags: [WpNewsTag!]! @link(by: "wpId")',
        'author: WpNewsAuthor @link(by: "wpId")',
        "featuredImage: File @link",
        "featuredImageAlt: String!",
        "translations: [WpNewsTranslation!]!",
      ],
      WpNewsTranslation: ["language: String!", "slug: String!"],
      "WpNewsCategory implements Node @dontInfer": [
        "wpId: Int!",
        "slug: String!",
        "name: String!",
        "language: String!",
        "count: Int!",
        "isLanguageMarker: Boolean!",
      ],
      "WpNewsTag implements Node @dontInfer": ["wpId: Int!", "slug: String!", "name: String!"],
      "WpNewsAuthor implements Node @dontInfer": ["wpId: Int!", "name: String!", "slug: String!"],
    });
  });
});
