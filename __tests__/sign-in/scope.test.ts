import { hasScope } from "../../src/sign-in/scope";

describe("hasScope", () => {
  it.each([
    [{ scope: ["shop", "configurator"] }, "shop", true],
    [{ scope: ["shop"] }, "configurator", false],
    [{ scope: "shop configurator" }, "configurator", true],
    [{ scope: "shopping" }, "shop", false],
    [{}, "shop", false],
    [null, "shop", false],
    [{ scope: 5 }, "shop", false],
  ])("user %j has scope %s: %s", (user, scope, expected) => {
    expect(hasScope(user as Record<string, unknown> | null, scope)).toBe(expected);
  });

  it("reads another scope key when asked", () => {
    expect(hasScope({ roles: ["admin"] }, "admin", "roles")).toBe(true);
  });
});
