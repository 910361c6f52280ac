import { formatNumber } from "../../../src/shared/i18n/format-number";

describe("a number", () => {
  it("is written as each language writes it", () => {
    expect(formatNumber(2.67, "en")).toBe("2.67");
    expect(formatNumber(2.67, "de")).toBe("2,67");
    expect(formatNumber(1150, "en")).toBe("1,150");
    expect(formatNumber(1150, "de")).toBe("1.150");
    expect(formatNumber(0.015, "de")).toBe("0,015");
  });
});
