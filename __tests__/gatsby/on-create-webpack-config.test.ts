/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import { CHUNK_LOAD_TIMEOUT_MS, onCreateWebpackConfig } from "../../gatsby/on-create-webpack-config";
import { forgetSiteConfiguration } from "../../gatsby/configuration/site-configuration";
import { EMPTY_MODULE, IDLE_RUNTIME } from "../../gatsby/webpack/idle-runtime";

/** Gatsby's own browser build configuration, reduced to what the site changes. */
const gatsbyConfig = () => ({
  devtool: "source-map",
  output: { publicPath: "/" },
  optimization: {
    splitChunks: { cacheGroups: { framework: { name: "framework" }, styles: { name: "styles" } } },
  },
});

/** The configuration the site leaves for `stage`: Gatsby's, with its set or replaced parts applied. */
function configFor(stage: string): Record<string, unknown> {
  let config: Record<string, unknown> = gatsbyConfig();
  // Gatsby merges a part deeply; the output is the only nested part the site sets.
  const setWebpackConfig = jest.fn((part: { output: object; plugins: unknown[] }) => {
    const plugins = [...((config.plugins as unknown[]) ?? []), ...part.plugins];
    config = { ...config, ...part, output: { ...(config.output as object), ...part.output }, plugins };
  });
  const replaceWebpackConfig = jest.fn((whole: Record<string, unknown>) => (config = whole));
  onCreateWebpackConfig?.(
    {
      stage,
      actions: { setWebpackConfig, replaceWebpackConfig },
      getConfig: gatsbyConfig,
      plugins: {
        define: (definitions: object) => ({ definitions }),
        normalModuleReplacement: (module: RegExp, replacement: string) => ({ module, replacement }),
      },
    } as unknown as CreateWebpackConfigArgs,
    { plugins: [] },
    () => undefined,
  );
  return config;
}

describe("onCreateWebpackConfig", () => {
  it("leaves the idle Gatsby runtime out of the browser build only", () => {
    const replaced = (stage: string) =>
      (configFor(stage).plugins as { module?: RegExp; replacement?: string }[]).filter(
        (plugin) => plugin.module,
      );
    expect(replaced("build-javascript").map(({ module }) => module)).toEqual(
      IDLE_RUNTIME.map(({ module }) => module),
    );
    expect(replaced("build-javascript").every(({ replacement }) => replacement === EMPTY_MODULE)).toBe(true);
    expect(replaced("build-html")).toEqual([]);
    expect(replaced("develop")).toEqual([]);
  });

  it.each(["build-javascript", "build-html", "develop"])(
    "%s: the browser's part of the configuration is a constant, and nothing else of it",
    (stage) => {
      const saved = { ...process.env };
      Object.assign(process.env, {
        GATSBY_GTM_ID: "GTM-ABC1234",
        GATSBY_MAIL_API_URL: "https://mail.example.com/",
        WORDPRESS_URL: "https://cms.example.com",
      });
      forgetSiteConfiguration();
      try {
        const [define] = configFor(stage).plugins as { definitions: Record<string, string> }[];
        expect(JSON.parse(define.definitions.__PUBLIC_CONFIGURATION__)).toEqual({
          keycloak: null,
          mailApiUrl: "https://mail.example.com",
          recaptchaSiteKey: null,
          gtmId: "GTM-ABC1234",
        });
      } finally {
        process.env = saved;
      }
    },
  );

  it("writes no source maps for the browser bundles, which would be published", () => {
    expect(configFor("build-javascript")).toHaveProperty("devtool", false);
  });

  it("leaves the server-side render and development their source maps", () => {
    expect(configFor("build-html")).toHaveProperty("devtool", "source-map");
    expect(configFor("develop")).toHaveProperty("devtool", "source-map");
  });

  it("lets each browser chunk carry its own CSS instead of one stylesheet for the whole site", () => {
    const groups = (
      configFor("build-javascript").optimization as ReturnType<typeof gatsbyConfig>["optimization"]
    ).splitChunks.cacheGroups;
    expect(Object.keys(groups)).toEqual(["framework"]);
  });

  it.each(["build-javascript", "develop"])("%s: waits for a chunk as long as the site says", (stage) => {
    expect(configFor(stage)).toHaveProperty("output.chunkLoadTimeout", CHUNK_LOAD_TIMEOUT_MS);
    expect(configFor(stage)).toHaveProperty("output.publicPath", "/");
  });
});
