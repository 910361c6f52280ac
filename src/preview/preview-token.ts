/**
 * A preview link's token leaves the address bar once read, so it reaches no history, analytics or shared
 * screenshot; the tab keeps it for a reload (docs/publishing.md).
 */
const KEY_PREFIX = "site-preview-token:";
const POST_ID = /^[1-9]\d{0,9}$/;

type TokenStorage = Pick<Storage, "getItem" | "setItem">;

export interface PreviewSearch {
  /** The query the preview is requested with: the link's, or the post with the token this tab kept. */
  search: string;
  /** What the address bar should show instead (the post only), or null when it may stay as it is. */
  addressBar: string | null;
}

function read(storage: TokenStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: TokenStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage blocked or full: the preview works, only a reload will not.
  }
}

export function previewSearch(search: string, storage: TokenStorage | null): PreviewSearch {
  const params = new URLSearchParams(search);
  const post = params.get("post") ?? "";
  const token = params.get("token");
  if (!POST_ID.test(post)) return { search, addressBar: token === null ? null : "" };
  if (token !== null) {
    write(storage, KEY_PREFIX + post, token);
    return { search, addressBar: `?post=${post}` };
  }
  const kept = read(storage, KEY_PREFIX + post);
  return kept === null
    ? { search, addressBar: null }
    : { search: `?${new URLSearchParams({ post, token: kept })}`, addressBar: null };
}
