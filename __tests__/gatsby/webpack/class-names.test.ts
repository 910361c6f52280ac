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

  it("keeps the class's own name and a hash of its file in the pattern", () => {
    expect(CLASS_NAME_PATTERN).toContain("[local]");
    expect(CLASS_NAME_PATTERN).toMatch(/\[hash:\w+:\d+\]/);
  });
});
