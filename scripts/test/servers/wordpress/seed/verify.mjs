import { decodeHTML } from "entities";
import { PAGE_SIZE } from "./settings.mjs";

/** Checks with anonymous requests that WordPress stored and lists what the tests rely on. */
export async function verify({ rest }, summary, definitions) {
  const problems = [];
  const check = (ok, message) => ok || problems.push(message);

  const listed = [];
  for (let page = 1; page <= summary.totalPages; page += 1) {
    const { data } = await rest("GET", `posts?_embed&per_page=${PAGE_SIZE}&page=${page}`, {
      anonymous: true,
    });
    listed.push(...data);
  }
  const expected = [...summary.published.en, ...summary.published.de].map((post) => post.slug).sort();
  check(
    JSON.stringify(listed.map((post) => post.slug).sort()) === JSON.stringify(expected),
    `anonymous listing differs from the seeded public posts: ${listed.map((post) => post.slug).join(", ")}`,
  );
  const find = (slug) => listed.find((post) => post.slug === slug) ?? {};

  for (const post of [...summary.published.en, ...summary.published.de]) {
    const rendered = find(post.slug).title?.rendered ?? "";
    check(decodeHTML(rendered) === post.title, `title of ${post.slug} renders as ${rendered}`);
  }

  const xss = find(summary.xss);
  check(xss.content?.rendered.includes("<script>"), "the administrator's <script> was not kept");
  check(/javascript:/i.test(xss.content?.rendered ?? ""), "the javascript: links were not kept");
  check(xss.content?.rendered.includes("onerror="), "the onerror handler was not kept");

  const embedded = find(summary.embedError)._embedded?.["wp:featuredmedia"]?.[0];
  check(embedded && "code" in embedded, `no error object embedded for ${summary.embedError}`);

  const secret = find(summary.protected);
  check(
    secret.content?.protected === true && secret.content.rendered === "",
    "the protected post is readable",
  );

  const withoutAlt = find(summary.imageWithoutAlt)._embedded?.["wp:featuredmedia"]?.[0];
  check(withoutAlt?.alt_text === "", "the image without alt text has one");
  check(withoutAlt?.mime_type === "image/png", "the image without alt text is not the PNG");

  for (const post of definitions.filter((post) => post.role === "sticky")) {
    check(find(post.slug).sticky === true, `${post.slug} is not sticky`);
  }
  if (problems.length > 0) throw new Error(`Seed check failed:\n- ${problems.join("\n- ")}`);
}
