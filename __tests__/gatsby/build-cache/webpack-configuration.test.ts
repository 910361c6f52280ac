/** @jest-environment node */
import { configFingerprint, configProjection } from "../../../gatsby/build-cache/webpack-configuration.mjs";

describe("a webpack configuration's fingerprint", () => {
  class NamedPlugin {
    constructor(readonly options: object) {}
  }
  const configOf = (test: RegExp, name: (module: string) => string) => {
    const shared = { minSize: 0 };
    return {
      module: { rules: [{ test, use: "swc-loader" }] },
      plugins: [new NamedPlugin({ languages: ["en", "de"] })],
      optimization: { splitChunks: { cacheGroups: { a: shared, b: shared, name } } },
    };
  };

  const fingerprint = (config: unknown) => configFingerprint(configProjection(config), null);

  it("is the same for the same values and functions, and differs for any other", () => {
    const name = (module: string) => module.slice(0, 3);
    const before = fingerprint(configOf(/\.tsx?$/, name));
    expect(fingerprint(configOf(/\.tsx?$/, name))).toBe(before);
    expect(fingerprint(configOf(/\.jsx?$/, name))).not.toBe(before);
    expect(fingerprint(configOf(/\.tsx?$/, (module) => module.slice(0, 4)))).not.toBe(before);
    // A plugin is known by its class as well as its options.
    const plain = { ...configOf(/\.tsx?$/, name), plugins: [{ options: { languages: ["en", "de"] } }] };
    expect(fingerprint(plain)).not.toBe(before);
  });

  it("takes an object that holds itself", () => {
    const config: Record<string, unknown> = { mode: "production" };
    config.self = config;
    expect(fingerprint(config)).toMatch(/^[0-9a-f]{64}$/);
  });
});
