import { collectionNodes, nodeTypeName } from "../../../plugins/collections/collection-nodes";

const helpers = {
  createNodeId: (seed: string) => `id(${seed})`,
  createContentDigest: (content: unknown) => `digest(${JSON.stringify(content)})`,
};
const file = (name: string) => ({ id: `file-${name}`, name });

describe("nodeTypeName", () => {
  it.each([
    ["products", "ProductsJson"],
    ["home-gallery", "HomeGalleryJson"],
    ["legacy-news", "LegacyNewsJson"],
    ["site", "SiteJson"],
  ])("names the nodes of %s.json %s", (name, type) => {
    expect(nodeTypeName(name)).toBe(type);
  });
});

describe("collectionNodes", () => {
  it("makes one node per entry, with the ids, parent and digest gatsby-transformer-json gave", () => {
    const entries = [
      { id: "alsi10mg", title: { en: "AlSi10Mg", de: "AlSi10Mg" } },
      { id: "cucrzr", title: { en: "CuCrZr", de: "CuCrZr" } },
    ];
    const nodes = collectionNodes(
      file("materials"),
      { $schema: "./schemas/materials.schema.json", entries },
      helpers,
    );
    expect(nodes).toEqual([
      {
        ...entries[0],
        id: "id(file-materials [0] >>> JSON)",
        jsonId: "alsi10mg",
        parent: "file-materials",
        children: [],
        internal: { type: "MaterialsJson", contentDigest: `digest(${JSON.stringify(entries[0])})` },
      },
      expect.objectContaining({ id: "id(file-materials [1] >>> JSON)", jsonId: "cucrzr" }),
    ]);
  });

  it("gives no jsonId to an entry without an id", () => {
    const [node] = collectionNodes(file("products"), { entries: [{ slug: "aconity-midi" }] }, helpers);
    expect(node).not.toHaveProperty("jsonId");
    expect(node).toMatchObject({ slug: "aconity-midi", internal: { type: "ProductsJson" } });
  });

  it("makes one node of a settings file, without its $schema", () => {
    const site = { url: "https://www.example.com", name: "Example" };
    expect(
      collectionNodes(file("site"), { $schema: "./schemas/site.schema.json", ...site }, helpers),
    ).toEqual([
      {
        ...site,
        id: "id(file-site >>> JSON)",
        parent: "file-site",
        children: [],
        internal: { type: "SiteJson", contentDigest: `digest(${JSON.stringify(site)})` },
      },
    ]);
  });

  it("makes no node of an empty collection", () => {
    expect(
      collectionNodes(file("jobs"), { $schema: "./schemas/jobs.schema.json", entries: [] }, helpers),
    ).toEqual([]);
  });

  it("refuses a file that is not an object, or an entry that is not one", () => {
    expect(() => collectionNodes(file("jobs"), [], helpers)).toThrow("jobs.json must be a JSON object");
    expect(() => collectionNodes(file("jobs"), { entries: ["x"] }, helpers)).toThrow(
      "jobs.json: entry at index 0 must be an object",
    );
  });
});
