/**
 * The flags every run of Debian's Chromium uses (never a downloaded browser), the benchmark's and the browser
 * tests' (e2e/support/chromium.ts). Without the networking flags Chromium keeps trying to reach Google's
 * services, which the closed test network refuses.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The benchmark's browser: the full Chromium in its headless mode, as Lighthouse measures it. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];
