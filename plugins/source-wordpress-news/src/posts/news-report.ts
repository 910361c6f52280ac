/**
 * What a build made of the news, written as JSON where the publisher asks for it (NEWS_REPORT_FILE): the
 * posts that have a page (id, language, folder) and the posts left out, with the reason. The publisher's
 * release check judges each changed post by its id against it: a post left out by the build's rules is a
 * warning, not a failed release, and a post that left WordPress is gone even when a newer post took its
 * slug. Written whole, then renamed, so it is never read half written.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { NewsCollection } from "./news-collection";

export interface NewsReport {
  posts: { id: number; language: string; slug: string }[];
  leftOut: { id: number; reason: string }[];
}

export function newsReport({ posts, skipped }: Pick<NewsCollection, "posts" | "skipped">): NewsReport {
  return {
    posts: posts.map(({ wpId, language, slug }) => ({ id: wpId, language, slug })),
    leftOut: skipped.flatMap(({ wpId, reason }) => (wpId === undefined ? [] : [{ id: wpId, reason }])),
  };
}

export async function writeNewsReport(file: string, report: NewsReport): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(report)}\n`);
  await rename(temporary, file);
}
