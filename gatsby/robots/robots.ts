import { writeFile } from "node:fs/promises";
import path from "node:path";

/** robots.txt: everything may be crawled except the sign-in callback; the sitemap index is announced. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /login/",
    "Disallow: /de/login/",
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n");
}

export async function writeRobotsTxt(publicDir: string, siteUrl: string): Promise<void> {
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
}
