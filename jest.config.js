// JavaScript, not TypeScript: Jest needs ts-node to read a jest.config.ts on Node 20, and it is not installed.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/", "<rootDir>/e2e/"],
  modulePathIgnorePatterns: ["<rootDir>/.cache/", "<rootDir>/public/"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  // Gatsby's own packages ship untranspiled ES modules; gatsby-plugin-react-i18next ships CommonJS in dist/.
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    // Gatsby's webpack aliases @reach/router to its fork (DESIGN.md §1).
    "^@reach/router$": "@gatsbyjs/reach-router",
  },
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  clearMocks: true,
  // decideLanguage is serialised into the <head> script; instrumenting it would break the script under test.
  coveragePathIgnorePatterns: ["/node_modules/", "<rootDir>/src/i18n/language-rule.ts"],
};
