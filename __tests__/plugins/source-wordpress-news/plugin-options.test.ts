/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import { pluginOptionsSchema } from "../../../plugins/source-wordpress-news/src/plugin-options";

const schema = pluginOptionsSchema as NonNullable<typeof pluginOptionsSchema>;
const SAMPLE = { sampleDir: "data/news-sample" };

describe("the plugin's options", () => {
  it("accepts the site's configuration", async () => {
    const result = await testPluginOptionsSchema(schema, {
      ...SAMPLE,
      url: "https://news.example.com",
      pageSize: 100,
      languages: ["en", "de"],
      defaultLanguage: "en",
    });
    expect(result.errors).toEqual([]);
  });

  it("accepts no url when there is a sample directory", async () => {
    expect((await testPluginOptionsSchema(schema, SAMPLE)).isValid).toBe(true);
  });

  it.each([
    [
      { url: "ftp://news.example.com" },
      '"url" must be a valid uri with a scheme matching the http|https pattern',
    ],
    [{ url: "news.example.com" }, '"url" must be a valid uri'],
    [{ pageSize: 101 }, '"pageSize" must be less than or equal to 100'],
    [{ pageSize: 0 }, '"pageSize" must be greater than or equal to 1'],
    [{ pageSize: 2.5 }, '"pageSize" must be an integer'],
    [{ retries: 11 }, '"retries" must be less than or equal to 10'],
    [{ maxRetryAfterMs: 600001 }, '"maxRetryAfterMs" must be less than or equal to 600000'],
    [{ maxTotalRetryDelayMs: -1 }, '"maxTotalRetryDelayMs" must be greater than or equal to 0'],
    [
      { languages: ["en", "deu"] },
      '"languages[1]" with value "deu" fails to match the two-letter language code',
    ],
    [{ languages: ["en", "de"], defaultLanguage: "fr" }, '"defaultLanguage" must be one of "languages"'],
  ])("refuses %j with a message naming the option", async (options, message) => {
    const result = await testPluginOptionsSchema(schema, { ...SAMPLE, ...options });
    expect(result.isValid).toBe(false);
    expect(result.errors.join("\n")).toContain(message);
  });

  it("needs a sample directory when no url is given", async () => {
    const result = await testPluginOptionsSchema(schema, {});
    expect(result.errors).toEqual(['"sampleDir" is required']);
  });
});
