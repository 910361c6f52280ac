// Gatsby's runtime needs its generated .cache; tests get plain stand-ins for the parts components use.
const React = require("react");

const Link = React.forwardRef(function Link(
  // Props of Gatsby's Link that an <a> does not know.
  { to, activeClassName, activeStyle, partiallyActive, getProps, innerRef, replace, state, ...rest },
  ref,
) {
  return React.createElement("a", { ...rest, href: to, ref: innerRef || ref });
});

module.exports = {
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
  Link,
  navigate: jest.fn(),
  withPrefix: jest.fn((path) => path),
};
