import { previewSearch } from "../../src/preview/preview-token";

/** A Storage of the test's own. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("previewSearch", () => {
  it("keeps the link's token in the tab and takes it out of the address bar", () => {
    const storage = memoryStorage();
    expect(previewSearch("?post=12&token=abc.def", storage)).toEqual({
      search: "?post=12&token=abc.def",
      addressBar: "?post=12",
    });
    expect([...storage.items.values()]).toEqual(["abc.def"]);
  });

  it("finds the token again on a reload of the cleaned address", () => {
    const storage = memoryStorage();
    previewSearch("?post=12&token=abc.def", storage);
    expect(previewSearch("?post=12", storage)).toEqual({
      search: "?post=12&token=abc.def",
      addressBar: null,
    });
    expect(previewSearch("?post=13", storage)).toEqual({ search: "?post=13", addressBar: null });
  });

  it("takes a token out of the address bar even when the post id is not one", () => {
    expect(previewSearch("?post=x&token=abc.def", memoryStorage())).toEqual({
      search: "?post=x&token=abc.def",
      addressBar: "",
    });
  });

  it("works without storage, or with storage that refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(previewSearch("?post=12&token=a.b", null).addressBar).toBe("?post=12");
    expect(previewSearch("?post=12&token=a.b", refusing).addressBar).toBe("?post=12");
    expect(previewSearch("?post=12", refusing)).toEqual({ search: "?post=12", addressBar: null });
  });
});
