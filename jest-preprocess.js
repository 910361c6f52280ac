// babel-jest with Gatsby's Babel preset, plus TypeScript (Gatsby adds it through a plugin at build time).
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
  babelrc: false,
  configFile: false,
};

module.exports = require("babel-jest").createTransformer(babelOptions);
