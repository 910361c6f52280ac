/** @jest-environment node */
import { CLASS_NAME_PATTERN, shortenClassNames } from "../../../gatsby/webpack/class-names";

const cssLoader = (modules: unknown) => ({
  loader: "/site/node_modules/css-loader/dist/cjs.js",
  options: { modules },
});

describe("shortenClassNames", () => {
  it("sets the short pattern on CSS Modules loaders, however deep Gatsby nests them", () => {
    const modules = { localIdentName: "[name]--[local]--[hash:hex:5]", namedExport: true };
    const rules = [{ test: /\.css$/, oneOf: [{ test: /\.module\.css$/, use: [cssLoader(modules)] }] }];
    shortenClassNames(rules);
    expect(modules).toEqual({ localIdentName: CLASS_NAME_PATTERN, namedExport: true });
  });

  it("leaves plain CSS and other loaders alone", () => {
    const plain = cssLoader(false);
    const other = { loader: "/site/node_modules/postcss-loader/dist/cjs.js", options: { modules: {} } };
    shortenClassNames([{ use: [plain, other] }]);
    expect(plain.options.modules).toBe(false);
    expect(other.options.modules).toEqual({});
  });

  it("names a class by a hash of its file and its name alone, at least 36 bits of it", () => {
    const [, digest, length] = /^\[hash:(\w+):(\d+)\]$/.exec(CLASS_NAME_PATTERN) ?? [];
    const bitsPerCharacter = { base64: 6, hex: 4 }[digest as "base64" | "hex"];
    expect(bitsPerCharacter * Number(length)).toBeGreaterThanOrEqual(36);
  });
});
