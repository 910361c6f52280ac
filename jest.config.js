// JavaScript, not TypeScript: Jest needs ts-node to read a jest.config.ts on Node 20, and it is not installed.
/** SWC's options for one kind of source: the React runtime Gatsby uses, CommonJS for Jest, Node 20's syntax. */
const swcOptions = (parser) => ({
  jsc: { parser, target: "es2022", transform: { react: { runtime: "automatic" } } },
  module: { type: "commonjs" },
});

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/", "<rootDir>/e2e/"],
  modulePathIgnorePatterns: ["<rootDir>/.cache/", "<rootDir>/public/"],
  // SWC, not Babel: a fresh machine has no transform cache, and SWC compiles the tests, the site and the
  // ES modules below (the publisher's .mjs, the ESM-only packages) in a fraction of Babel's time.
  transform: {
    "^.+\\.tsx$": ["@swc/jest", swcOptions({ syntax: "typescript", tsx: true })],
    "^.+\\.m?ts$": ["@swc/jest", swcOptions({ syntax: "typescript" })],
    "^.+\\.m?jsx?$": ["@swc/jest", swcOptions({ syntax: "ecmascript", jsx: true })],
  },
  moduleFileExtensions: ["js", "mjs", "ts", "tsx", "json", "node"],
  // Gatsby's own packages ship untranspiled ES modules.
  // react-markdown and the unified/micromark packages under it are ESM-only.
  transformIgnorePatterns: [
    "/node_modules/(?!(gatsby|gatsby-script|gatsby-link|" +
      "react-markdown|unified|bail|devlop|trough|is-plain-obj|zwitch|ccount|longest-streak|trim-lines|" +
      "(remark|rehype|mdast-util|hast-util|unist-util|micromark)(-[^/]+)?|hastscript|vfile(-[^/]+)?|" +
      "markdown-table|escape-string-regexp|html-url-attributes|html-void-elements|web-namespaces|" +
      "property-information|(comma|space)-separated-tokens|estree-util-is-identifier-name|" +
      "decode-named-character-reference|character-entities(-[^/]+)?|character-reference-invalid|" +
      "(parse|stringify)-entities|is-(alphanumerical|alphabetical|decimal|hexadecimal)|parse5|entities|" +
      // htmlparser2 (the search index reads pages with it) is ESM-only too, as is gettext-parser (the
      // WordPress plugin's translations), jose (the content API's tokens) and the cookie package Fastify's
      // inject() reads responses with (nested under light-my-request, so both are named).
      "htmlparser2|domhandler|domelementtype|domutils|dom-serializer|gettext-parser|jose|light-my-request|cookie)/)",
  ],
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    // Gatsby's webpack aliases @reach/router to its fork (docs/architecture.md §1).
    "^@reach/router$": "@gatsbyjs/reach-router",
  },
  // What webpack defines in a build: Gatsby's paths, and the browser's configuration of a build without
  // variables (gatsby/on-create-webpack-config.ts); a test of a configured build mocks src/shared/configuration/public-configuration.
  globals: {
    __PATH_PREFIX__: "",
    __BASE_PATH__: "",
    __PUBLIC_CONFIGURATION__: { keycloak: null, mailApiUrl: null, recaptchaSiteKey: null, gtmId: null },
  },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  clearMocks: true,
  // The slowest tests without a budget of their own (a content API save through git, a publisher process
  // started with tsx: 2–4 s on the quiet 2-core machine) get about five times that, which a busy machine
  // needs (Jest's own 5 s failed them with a build beside); heavier tests declare theirs.
  testTimeout: 20_000,
  // Jest leaves one core free by default; the test command has nothing else to run meanwhile (a third
  // faster on the 2-core machine).
  maxWorkers: "100%",
  // decideLanguage is serialised into the <head> script; instrumenting it would break the script under test.
  coveragePathIgnorePatterns: ["/node_modules/", "<rootDir>/src/shared/i18n/language-rule.ts"],
};
