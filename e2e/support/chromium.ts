/**
 * Debian's Chromium, never a downloaded browser: its headless shell, the same engine without the desktop
 * browser around it (Playwright's own default for headless runs). It starts contexts and loads pages in about
 * two thirds of the time the full browser's headless mode takes, which on two cores is a third of the
 * browser stage. Without the networking flags Chromium keeps trying to reach Google's services, which the
 * closed test network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
