// The reference of the benchmark: a bare Gatsby 5 site with one page that shows a heading, built with the
// same node_modules as the site, so each figure of the site can be given as a ratio to it.
module.exports = {
  siteMetadata: { title: "Reference" },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  plugins: [],
};
