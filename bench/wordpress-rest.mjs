// The test WordPress (scripts/test/servers/wordpress/) as the benchmark drives it: its REST API with the
// seeded application password, posts made in both languages, and the publisher's status read signed as
// the site-publisher plugin reads it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { statusSignature } from "../publisher/signature.mjs";

export const STATE_DIR = process.env.WP_STATE_DIR || "/tmp/wp-test";
export const WORDPRESS = `http://127.0.0.1:${process.env.WP_PORT || 8081}`;
/** The port the site-publisher plugin of the test WordPress calls. */
export const HOOK_PORT = 9101;

export async function wordpressRest(method, route, json) {
  const credentials = (await readFile(path.join(STATE_DIR, "app-password"), "utf8")).trim();
  const response = await fetch(`${WORDPRESS}/wp-json/${route}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
      ...(json ? { "Content-Type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function categoryIds() {
  const [en] = await wordpressRest("GET", "wp/v2/categories?slug=en");
  const [de] = await wordpressRest("GET", "wp/v2/categories?slug=de");
  return { en: en.id, de: de.id };
}

export const postBody = (slug, title, category) => ({
  slug,
  title,
  status: "publish",
  categories: [category],
  content: `<p>${title}: news from development and production.</p>`,
});

/** Adds `count` published posts in batches of 25 (WordPress's batch API), half English, half German. */
export async function addPosts(count, label) {
  const categories = await categoryIds();
  for (let start = 0; start < count; start += 25) {
    const requests = [];
    for (let i = start; i < Math.min(count, start + 25); i += 1) {
      const language = i % 2 === 0 ? "en" : "de";
      const slug = `bench-${label}-${i + 1}`;
      requests.push({
        method: "POST",
        path: "/wp/v2/posts",
        body: postBody(slug, `Bench post ${i + 1}`, categories[language]),
      });
    }
    await wordpressRest("POST", "batch/v1", { validation: "normal", requests });
  }
}

/** The publisher's details, read signed as the plugin reads them. */
export async function publisherStatus() {
  const secret = (await readFile(path.join(STATE_DIR, "publish-secret"), "utf8")).trim();
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "X-Publisher-Timestamp": String(timestamp),
    "X-Hub-Signature-256": statusSignature(timestamp, secret),
  };
  return (await fetch(`http://127.0.0.1:${HOOK_PORT}/status`, { headers })).json();
}
