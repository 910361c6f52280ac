/**
 * The video of a machine page, kept with the page's texts in the `machines` namespace
 * (`<page>.video`: `id` of the YouTube video, `title` in the page's language).
 */
export interface MachineVideo {
  id: string;
  title: string;
}

/** YouTube video ids: 11 characters of letters, digits, - and _. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Problems of a page's video entry, each naming where it is; empty when it is well-formed. */
export function machineVideoProblems(value: unknown, where: string): string[] {
  const video = (value ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof video.id !== "string" || !VIDEO_ID.test(video.id))
    problems.push(`${where}.video.id must be a YouTube video id (11 letters, digits, - or _)`);
  if (typeof video.title !== "string" || video.title.trim() === "")
    problems.push(`${where}.video.title is missing`);
  return problems;
}

/** The video of the page at `keyPrefix`; throws naming what is wrong. */
export function machineVideoAt(
  bundle: Record<string, unknown>,
  where: string,
  keyPrefix: string,
): MachineVideo {
  const page = (bundle[keyPrefix] ?? {}) as Record<string, unknown>;
  const problems = machineVideoProblems(page.video, `${where}:${keyPrefix}`);
  if (problems.length > 0) throw new Error(`Malformed machine video: ${problems.join("; ")}`);
  return page.video as MachineVideo;
}

/** The address of the player, on YouTube's no-cookie host, started right away (the visitor clicked play). */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

/** The video's page on YouTube: where the play control leads until the page's code runs. */
export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
