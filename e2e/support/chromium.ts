/**
 * Debian's Chromium, never a downloaded browser. Without the networking flags Chromium keeps trying to
 * reach Google's services, which the closed test network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
