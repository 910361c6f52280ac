import { CHROMIUM_FLAGS } from "../../bench/chromium.mjs";

/**
 * Debian's Chromium, never a downloaded browser: its headless shell, the same engine without the desktop
 * browser around it (Playwright's own default for headless runs). It starts contexts and loads pages in about
 * two thirds of the time the full browser's headless mode takes, which on two cores is a third of the
 * browser stage.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

// The benchmark's flags (Playwright adds the headless one itself), so tests and measurements start the same
// browser set-up.
export const CHROMIUM_ARGS = CHROMIUM_FLAGS;
