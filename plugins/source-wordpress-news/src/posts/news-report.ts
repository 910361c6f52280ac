/**
 * What a build made of the news, for the publisher's release check (NEWS_REPORT_FILE): the posts that have a
 * page and those left out, with the reason (docs/architecture.md §8).
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

/** Written whole, then renamed, so the publisher never reads it half written. */
export async function writeNewsReport(file: string, report: NewsReport): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(report)}\n`);
  await rename(temporary, file);
}
