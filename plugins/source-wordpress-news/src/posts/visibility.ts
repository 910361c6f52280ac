import type { WpPost } from "./wp-types";

/**
 * Only published posts become pages. The anonymous REST API never lists drafts or private posts, but a
 * misconfigured proxy, an authenticated request or a hand-edited sample set could: they are left out here.
 */
export function isPublished(post: Pick<WpPost, "status">): boolean {
  return post.status === "publish";
}

/** A password-protected post: listed with its title, but with content and excerpt withheld. */
export function isPasswordProtected(post: Pick<WpPost, "content" | "excerpt">): boolean {
  return post.content?.protected === true || post.excerpt?.protected === true;
}
