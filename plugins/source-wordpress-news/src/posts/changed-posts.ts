/**
 * Reading only what changed (docs/publishing.md): the posts of the last read, kept in the plugin's cache,
 * stand in for a full read when the publisher names the posts WordPress told of; those are read again, with
 * every post linked to them as a translation before or after, so that both sides of a link follow. A full
 * read runs when nothing is kept, what is kept came from another source or other settings, or it is older
 * than a day (the first build after that takes in what WordPress does not tell of, an author's name or a
 * picture's alternative text).
 */
import { requestJson, type RequestOptions } from "../request/request";
import type { Transport } from "../transport/transport";
import { postsOf, type FetchedPosts } from "./fetch-posts";

/** How old the last full read may be for a build to read only the changed posts. */
export const FULL_READ_EVERY_MS = 24 * 60 * 60 * 1000;
/** WordPress answers at most 100 posts a request. */
const PER_REQUEST = 100;

/** What the cache keeps of the last read. */
export interface KeptPosts {
  /** The source and the settings the posts were read with (keptFingerprint). */
  fingerprint: string;
  /** When every post was last read, in ms since 1970. */
  fullReadAt: number;
  /** The posts as WordPress lists them, newest first. */
  posts: unknown[];
}

/** What decides whether kept posts may be used: where they came from and how they were read. */
export const keptFingerprint = (source: string, settings: Record<string, unknown>): string =>
  JSON.stringify({ version: 1, source, settings });

/** The kept posts when they may stand in for a full read now, else null. Pure. */
export function usableKeptPosts(kept: unknown, fingerprint: string, now: number): KeptPosts | null {
  if (typeof kept !== "object" || kept === null) return null;
  const { fingerprint: keptWith, fullReadAt, posts } = kept as Partial<KeptPosts>;
  if (keptWith !== fingerprint || !Array.isArray(posts) || typeof fullReadAt !== "number") return null;
  const age = now - fullReadAt;
  return age >= 0 && age < FULL_READ_EVERY_MS ? { fingerprint, fullReadAt, posts } : null;
}

const idOf = (post: unknown): number | undefined => {
  const id = (post as { id?: unknown } | null)?.id;
  return typeof id === "number" ? id : undefined;
};

/** The ids a post names as its translations (Polylang's `translations`), itself left out. */
function translationIds(post: unknown): number[] {
  const translations = (post as { translations?: unknown } | null)?.translations;
  if (typeof translations !== "object" || translations === null) return [];
  return Object.values(translations).filter(
    (id): id is number => typeof id === "number" && id !== idOf(post),
  );
}

/**
 * A post's publication time as WordPress orders its lists (`orderby=date`: the site's local time, `date`),
 * so the merged list is in WordPress's order even where local time and GMT disagree on it (the hour a
 * daylight-saving change repeats).
 */
function dateOf(post: unknown): string {
  const { date } = (post ?? {}) as { date?: unknown };
  return typeof date === "string" ? date : "";
}

/** The path of the public posts with these ids (at most PER_REQUEST). */
export function changedPostsPath(ids: readonly number[]): string {
  return `wp-json/wp/v2/posts?_embed&include=${ids.join(",")}&per_page=${PER_REQUEST}`;
}

async function readPosts(transport: Transport, ids: number[], options: RequestOptions) {
  const read: unknown[] = [];
  for (let start = 0; start < ids.length; start += PER_REQUEST) {
    const answer = await requestJson(
      transport,
      changedPostsPath(ids.slice(start, start + PER_REQUEST)),
      options,
    );
    read.push(...postsOf(answer));
  }
  return read;
}

/**
 * The kept posts with the changed ones read again: a post WordPress no longer lists publicly (trashed,
 * unpublished, scheduled, made private) drops out, a new one comes in, an edited one is replaced. Posts
 * linked as translations of a changed post, before or after the change, are read again too.
 */
export async function fetchChangedPosts(
  transport: Transport,
  kept: readonly unknown[],
  changed: readonly number[],
  options: RequestOptions,
): Promise<FetchedPosts & { read: number[] }> {
  const keptById = new Map(kept.map((post) => [idOf(post), post]));
  const asked = new Set<number>();
  const fresh = new Map<number, unknown>();
  let round = new Set(changed.flatMap((id) => [id, ...translationIds(keptById.get(id))]));
  let requests = 0;
  // Two rounds: the changed posts and their old partners, then their new partners (a translation group
  // names all its posts in each of them).
  for (let pass = 0; pass < 2 && round.size > 0; pass++) {
    const ids = [...round].filter((id) => !asked.has(id));
    ids.forEach((id) => asked.add(id));
    const read = await readPosts(transport, ids, options);
    requests += Math.ceil(ids.length / PER_REQUEST);
    for (const post of read) {
      const id = idOf(post);
      if (id !== undefined && asked.has(id)) fresh.set(id, post);
    }
    round = new Set(read.flatMap(translationIds).filter((id) => !asked.has(id)));
  }
  // An edited post keeps its place; posts gone drop out; new ones come after, then all go by date.
  const merged = kept.flatMap((post) => {
    const id = idOf(post);
    if (id === undefined || !asked.has(id)) return [post];
    const now = fresh.get(id);
    fresh.delete(id);
    return now === undefined ? [] : [now];
  });
  merged.push(...fresh.values());
  // Stable: posts of the same time keep the order of the last read.
  merged.sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));
  return { posts: merged, pages: requests, read: [...asked] };
}
