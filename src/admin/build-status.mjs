/** The site's state beside Decap's interface: the publisher's, kept current (docs/architecture.md §10). */
import { fill } from "./editor-language.mjs";

export const STATUS_URL = "/api/content/status";
const EVERY_MS = 5_000;

/** "2 min" or "30 s": how long ago (or until) `iso` is from `now`, in the language's words. */
function span(iso, now, language) {
  const seconds = Math.abs(Math.round((Date.parse(iso) - now) / 1000));
  const format = new Intl.NumberFormat(language);
  if (seconds < 90) return `${format.format(seconds)} s`;
  return `${format.format(Math.round(seconds / 60))} min`;
}

/**
 * What to say of a state of the publisher: `state` for the live region (it changes only when the state
 * does, so a screen reader hears "Live" once, not every few seconds) and `detail` beside it (how long ago,
 * when the next try is). Pure.
 */
export function statusText(status, texts, language, now = Date.now()) {
  if (status === null) return { state: texts.statusUnknown, detail: "" };
  if (status.state === "building") return { state: texts.statusBuilding, detail: "" };
  if (status.state === "failed") {
    return {
      state: fill(texts.statusFailed, { error: status.lastError ?? "" }),
      detail: status.nextTry ? fill(texts.statusNextTry, { next: span(status.nextTry, now, language) }) : "",
    };
  }
  if (!status.liveSince) return { state: texts.statusUnknown, detail: "" };
  return {
    state: texts.statusLive,
    detail: fill(texts.statusLiveSince, { since: span(status.liveSince, now, language) }),
  };
}

/** Shows the publisher's state in `state` (a live region) and `detail`, and keeps them current. */
export function showBuildStatus({ state, detail }, { texts, language, fetch }) {
  const update = async () => {
    const response = await fetch(STATUS_URL, { credentials: "same-origin", cache: "no-store" }).catch(
      () => null,
    );
    const status = response?.ok ? await response.json().catch(() => null) : null;
    const text = statusText(status, texts, language);
    if (state.textContent !== text.state) state.textContent = text.state;
    if (detail.textContent !== text.detail) detail.textContent = text.detail;
  };
  void update();
  return setInterval(update, EVERY_MS);
}
