import { onPreInit } from "../../gatsby/on-pre-init";
import { forgetSiteConfiguration } from "../../gatsby/configuration/site-configuration";

type Args = Parameters<NonNullable<typeof onPreInit>>[0];

function run(env: Record<string, string>) {
  const panic = jest.fn();
  const saved = { ...process.env };
  Object.assign(process.env, env);
  forgetSiteConfiguration();
  try {
    onPreInit!({ reporter: { panic } } as unknown as Args, { plugins: [] }, () => undefined);
  } finally {
    process.env = saved;
  }
  return panic;
}

describe("onPreInit", () => {
  it("stops the build naming a malformed variable", () => {
    const panic = run({ GATSBY_GTM_ID: "tag-manager" });
    expect(panic).toHaveBeenCalledWith(expect.stringContaining("GATSBY_GTM_ID"));
  });

  it("lets a build with valid settings go on", () => {
    expect(run({ SITE_URL: "https://www.example.org" })).not.toHaveBeenCalled();
  });
});
