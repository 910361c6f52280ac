/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../../gatsby/on-create-webpack-config";

function configFor(stage: string): Record<string, unknown> {
  const setWebpackConfig = jest.fn();
  onCreateWebpackConfig?.(
    { stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs,
    { plugins: [] },
    () => undefined,
  );
  return setWebpackConfig.mock.calls[0][0] as Record<string, unknown>;
}

describe("onCreateWebpackConfig", () => {
  it("writes no source maps for the browser bundles, which would be published", () => {
    expect(configFor("build-javascript")).toHaveProperty("devtool", false);
  });

  it("leaves the server-side render and development their source maps", () => {
    expect(configFor("build-html")).not.toHaveProperty("devtool");
    expect(configFor("develop")).not.toHaveProperty("devtool");
  });
});
