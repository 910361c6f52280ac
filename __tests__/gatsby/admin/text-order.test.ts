/** @jest-environment node */
import { orderLike } from "../../../gatsby/admin/text-order";

describe("a page's texts in the order of the file they replace", () => {
  it("takes the file's order of keys, at every depth", () => {
    const file = { meta: { title: "T", description: "D" }, hero: { eyebrow: "E", title: "H" } };
    const saved = { hero: { title: "H2", eyebrow: "E" }, meta: { description: "D", title: "T" } };
    const ordered = orderLike(saved, file) as Record<string, Record<string, string>>;
    expect(JSON.stringify(ordered)).toBe(
      JSON.stringify({ meta: { title: "T", description: "D" }, hero: { eyebrow: "E", title: "H2" } }),
    );
  });

  it("orders a list's items after the item at the same place, or after the first", () => {
    const file = { items: [{ title: "a", text: "b" }] };
    const saved = {
      items: [
        { text: "b", title: "a" },
        { text: "new", title: "added" },
      ],
    };
    expect(JSON.stringify(orderLike(saved, file))).toBe(
      JSON.stringify({
        items: [
          { title: "a", text: "b" },
          { title: "added", text: "new" },
        ],
      }),
    );
  });

  it("puts keys the file lacks after the others, and leaves out none", () => {
    const ordered = orderLike({ z: 1, b: 2, a: 3 }, { a: 0, b: 0 });
    expect(Object.keys(ordered as object)).toEqual(["a", "b", "z"]);
  });

  it("keeps values as they are, whatever the reference holds there", () => {
    expect(orderLike({ a: ["x"], b: null, c: 2 }, { a: "text", b: { deep: 1 }, c: [] })).toEqual({
      a: ["x"],
      b: null,
      c: 2,
    });
    expect(orderLike("text", { a: 1 })).toBe("text");
  });

  it("is not fooled by keys an object inherits", () => {
    expect(Object.keys(orderLike({ toString: "x", a: 1 }, { a: 0 }) as object)).toEqual(["a", "toString"]);
  });
});
