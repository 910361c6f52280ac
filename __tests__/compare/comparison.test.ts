import { choiceSearch, chosenIds, differs, toggled } from "../../src/compare/comparison";

const known = ["aconity-micro", "aconity-mini", "aconity-midi", "aconity-midi-plus", "aconity-one"];

describe("the choice in a comparison's address", () => {
  it("reads two to four known ids, listed with commas or repeated, in the known order", () => {
    expect(chosenIds("?machines=aconity-one,aconity-mini", "machines", known)).toEqual([
      "aconity-mini",
      "aconity-one",
    ]);
    expect(chosenIds("?machines=aconity-midi&machines=aconity-micro", "machines", known)).toEqual([
      "aconity-micro",
      "aconity-midi",
    ]);
  });

  it("takes one as a start, the first four of more, and nothing under another name", () => {
    expect(chosenIds("?machines=aconity-one", "machines", known)).toEqual(["aconity-one"]);
    expect(chosenIds(`?machines=${known.join(",")}`, "machines", known)).toEqual(known.slice(0, 4));
    expect(chosenIds("?materials=aconity-one,aconity-mini", "machines", known)).toEqual([]);
    expect(chosenIds("", "machines", known)).toEqual([]);
  });

  it("ignores what it does not know, repeats, and a flood of ids", () => {
    const hostile = `?machines=<b>,aconity-mini,ACONITY-ONE,aconity-mini,${"x,".repeat(100_000)}aconity-one`;
    expect(
      chosenIds("?machines=<b>,aconity-mini,aconity-mini,../aconity-one,aconity-one", "machines", known),
    ).toEqual(["aconity-mini", "aconity-one"]);
    // Only the first ids are read: the one after the flood is not.
    expect(chosenIds(hostile, "machines", known)).toEqual(["aconity-mini"]);
  });

  it("writes the choice back as one comma-separated parameter", () => {
    expect(choiceSearch("machines", ["aconity-mini", "aconity-one"])).toBe(
      "?machines=aconity-mini,aconity-one",
    );
    expect(choiceSearch("materials", [])).toBe("");
  });
});

describe("ticking an item", () => {
  it("adds it in the known order, removes it again, and adds none beyond four", () => {
    expect(toggled(["aconity-one"], "aconity-mini", known)).toEqual(["aconity-mini", "aconity-one"]);
    expect(toggled(["aconity-mini", "aconity-one"], "aconity-mini", known)).toEqual(["aconity-one"]);
    const four = known.slice(0, 4);
    expect(toggled(four, "aconity-one", known)).toEqual(four);
  });
});

describe("a row's difference", () => {
  it("is marked when the shown cells do not all agree", () => {
    expect(differs(["1,200 °C", "800 °C"])).toBe(true);
    expect(differs(["Argon", "Argon"])).toBe(false);
  });
});
