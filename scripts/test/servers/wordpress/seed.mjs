#!/usr/bin/env node
/**
 * Seeds the test WordPress (start.sh) through the REST API with the posts the news tests need, and prints
 * what an anonymous visitor may see (docs/testing.md).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { postDefinitions } from "./seed/post-definitions.mjs";
import { seedPosts } from "./seed/posts.mjs";
import { deleteEverything } from "./seed/reset.mjs";
import { connect } from "./seed/rest.mjs";
import { BASE_URL, STATE_DIR } from "./seed/settings.mjs";
import { summarize } from "./seed/summary.mjs";
import { verify } from "./seed/verify.mjs";

async function main() {
  const started = Date.now();
  const api = await connect(BASE_URL, STATE_DIR);
  const deleted = await deleteEverything(api);
  const definitions = postDefinitions();
  const media = await seedPosts(api, definitions);

  const summary = summarize(definitions, media);
  await verify(api, summary, definitions);
  summary.seconds = Math.round((Date.now() - started) / 100) / 10;
  summary.deletedBeforeSeeding = deleted;

  await mkdir(STATE_DIR, { recursive: true });
  const json = `${JSON.stringify(summary, null, 2)}\n`;
  await writeFile(path.join(STATE_DIR, "seed-summary.json"), json);
  process.stdout.write(json);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
