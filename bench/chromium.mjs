/**
 * The flags every run of Debian's Chromium uses, the benchmark's and the browser tests'
 * (e2e/support/chromium.ts).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  // Without these Chromium keeps trying to reach Google's services, which the closed test network refuses.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The benchmark's browser: the full Chromium in its headless mode, as Lighthouse measures it. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];
