// babel-jest with Gatsby's Babel preset, plus TypeScript (Gatsby adds it through a plugin at build time).
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
  // The publisher's modules (plain ES modules Node runs as they are) use private methods (#name()).
  plugins: [["@babel/plugin-transform-private-methods", { loose: true }]],
  babelrc: false,
  configFile: false,
};

module.exports = require("babel-jest").createTransformer(babelOptions);
