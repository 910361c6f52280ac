/**
 * The request a preview link asks for: `?post=<id>&token=<payload>.<signature>` checked before anything
 * is sent (the query string is the visitor's to change), and where the editor goes back to.
 */
const POST_ID = /^[1-9]\d{0,9}$/;
const TOKEN = /^[\w-]{1,2000}\.[\w-]{1,200}$/;

export type PreviewRequest =
  | { readonly ok: true; readonly postId: number; readonly url: string }
  | { readonly ok: false; readonly postId: number | null };

/** The plugin's REST route for the post and token of `search`, or why there is none. */
export function previewRequest(search: string, wordpressUrl: string): PreviewRequest {
  const params = new URLSearchParams(search);
  const post = params.get("post") ?? "";
  const token = params.get("token") ?? "";
  const postId = POST_ID.test(post) ? Number(post) : null;
  if (postId === null || !TOKEN.test(token)) return { ok: false, postId };
  const base = wordpressUrl.replace(/\/+$/, "");
  return {
    ok: true,
    postId,
    url: `${base}/wp-json/site-publisher/v1/preview/${postId}?token=${encodeURIComponent(token)}`,
  };
}

/** Where the editor edits the post (or the dashboard, when the link named none). */
export function editLink(wordpressUrl: string, postId: number | null): string {
  const admin = `${wordpressUrl.replace(/\/+$/, "")}/wp-admin/`;
  return postId === null ? admin : `${admin}post.php?post=${postId}&action=edit`;
}
