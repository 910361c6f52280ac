/**
 * A code chunk that fails to load (a deploy replaced it, the connection hiccuped) reloads the page once per
 * path (docs/browser-behaviour.md).
 */
const KEY_PREFIX = "chunk-reload:";

/** The path this document was reloaded for, if it was (read once when the page starts). */
let retriedPath: string | null = null;

/** The part of the Storage interface used here, so tests pass a plain object. */
export type AttemptStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** webpack's error for a failed chunk (ChunkLoadError, "Loading chunk 123 failed", "Loading CSS chunk …"). */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || typeof reason !== "object") return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === "ChunkLoadError" ||
    (typeof message === "string" && /loading (css )?chunk \S+ failed/i.test(message))
  );
}

/** Whether a reload for this path was tried (and not yet forgotten). */
export function wasTried(store: AttemptStore | null, path: string): boolean {
  try {
    return store?.getItem(KEY_PREFIX + path) != null;
  } catch {
    return false;
  }
}

/**
 * True when a reload may be tried for this path now; records the attempt. `retriedPath` is the path this
 * document was itself reloaded for: there the attempt is used up even after a successful render forgot it,
 * because a lazy chunk can fail after the page rendered.
 */
export function claimReload(store: AttemptStore | null, path: string, retriedPath: string | null): boolean {
  // Without a place to remember the attempt a reload could loop: don't try.
  if (!store || path === retriedPath || wasTried(store, path)) return false;
  try {
    store.setItem(KEY_PREFIX + path, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the attempt for a path that has now loaded. */
export function forgetReload(store: AttemptStore | null, path: string): void {
  try {
    store?.removeItem(KEY_PREFIX + path);
  } catch {
    // Storage that refuses access has nothing to forget.
  }
}

function sessionAttempts(): AttemptStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page unless that was already tried for its path; marks the outcome on <html data-chunk-reload>
 * so it can be observed. Returns whether it reloads.
 */
export function reloadOnceAfterChunkError(): boolean {
  const reloading = claimReload(sessionAttempts(), window.location.pathname, retriedPath);
  document.documentElement.dataset.chunkReload = reloading ? "reloading" : "gave-up";
  if (reloading) window.location.reload();
  return reloading;
}

/**
 * Handles chunk errors nobody caught: the page's own chunk on the first load (Gatsby then leaves the
 * served HTML without React) and lazy imports. Registered for the capture phase, so it runs before the
 * listener of Gatsby's navigation, which would navigate to the path again on every failure, and stops it.
 */
export function installChunkReload(): void {
  if (wasTried(sessionAttempts(), window.location.pathname)) retriedPath = window.location.pathname;
  window.addEventListener(
    "unhandledrejection",
    (event) => {
      if (!isChunkLoadError(event.reason)) return;
      event.stopImmediatePropagation();
      reloadOnceAfterChunkError();
    },
    { capture: true },
  );
}

/** Call after a path rendered: its next chunk failure may reload again. */
export function chunkLoadSucceeded(path: string): void {
  forgetReload(sessionAttempts(), path);
}
