import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";

/** Browser tests against the production build served by nginx (scripts/test/e2e.sh starts it). */
export default defineConfig({
  testDir: ".",
  // "site": the site built with the sample news and every optional service (scripts/test/test-build-env.sh),
  // served by scripts/test/e2e.sh; "bucket": the same build in a bucket. The others run in this order against the live site of scripts/test/e2e-live.sh:
  // the publisher's first build from the test WordPress goes live ("go-live"), the news as WordPress has
  // it on that build with none of the optional services ("wordpress"), then an editor's changes
  // reaching the live site ("publishing").
  projects: [
    {
      name: "site",
      testMatch: "**/*.spec.ts",
      testIgnore: [
        "**/news-wordpress.spec.ts",
        "**/unconfigured.spec.ts",
        "**/publishing*.spec.ts",
        "**/draft-preview.spec.ts",
        "**/editing*.spec.ts",
        "**/bucket/*.spec.ts",
      ],
    },
    // The build released to an S3 bucket of the test Ceph, read through its website endpoint
    // (scripts/test/e2e-bucket.sh), then released again changed ("bucket-deploy" changes what "bucket" reads).
    { name: "bucket", testMatch: "**/bucket/bucket-site.spec.ts" },
    { name: "bucket-deploy", testMatch: "**/bucket/bucket-deploy.spec.ts", dependencies: ["bucket"] },
    { name: "go-live", testMatch: "**/publishing-go-live.spec.ts" },
    {
      name: "wordpress",
      testMatch: ["**/news-wordpress.spec.ts", "**/unconfigured.spec.ts"],
      dependencies: ["go-live"],
    },
    { name: "publishing", testMatch: "**/publishing.spec.ts", dependencies: ["wordpress"] },
    // After publishing: its outage test makes WordPress answer 500 to the anonymous reads a preview makes.
    { name: "preview", testMatch: "**/draft-preview.spec.ts", dependencies: ["publishing"] },
    // Staff edit the content at /admin/; their saves go live through the same publisher.
    { name: "editing", testMatch: "**/editing*.spec.ts", dependencies: ["preview"] },
    // Last: it stops, kills and floods the publisher.
    { name: "resilience", testMatch: "**/publishing-resilience.spec.ts", dependencies: ["editing"] },
  ],
  // The accessibility snapshots of e2e/screen-reader.spec.ts, reviewed and committed; a missing one fails.
  expect: { toMatchAriaSnapshot: { pathTemplate: "{testDir}/aria/{arg}{ext}" } },
  updateSnapshots: "none",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  // One folder per server port, so runs side by side do not clear each other's traces.
  outputDir: `../test-results/${process.env.E2E_PORT ?? "8089"}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:8089",
    browserName: "chromium",
    locale: "en-US",
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // No trace: recording one (kept only on failure) cost a fifth of the CPU of tests that click and type.
    // A failed test still leaves the page's accessibility snapshot (error-context.md); for a full trace,
    // run the test again with `--trace retain-on-failure`.
    trace: "off",
  },
});
