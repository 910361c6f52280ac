#!/usr/bin/env node
/**
 * Seeds the test WordPress (scripts/wordpress/start.sh) through the REST API with the posts the news
 * tests need, then prints a JSON summary of what an anonymous visitor may see.
 *
 * Usage: node scripts/wordpress/seed.mjs
 * Environment: WORDPRESS_URL (default http://127.0.0.1:${WP_PORT:-8081}),
 *              WP_STATE_DIR (default /tmp/wp-test; reads app-password, writes seed-summary.json).
 *
 * The test WordPress belongs to the tests: every run first deletes all posts and media (force, no
 * trash), so a second run gives the same set and the listing holds exactly what the summary says
 * (including no "Hello world!").
 *
 * Everything is saved by the administrator, who has `unfiltered_html`: WordPress keeps scripts, event
 * handlers, `javascript:` links, iframes and styles verbatim, which is what the build's sanitizer must
 * face. Every script payload appends to `window.__xss`, so a browser test only has to check that it
 * stays undefined.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const BASE_URL = (process.env.WORDPRESS_URL || `http://127.0.0.1:${process.env.WP_PORT || 8081}`).replace(
  /\/+$/,
  "",
);
const STATE_DIR = process.env.WP_STATE_DIR || "/tmp/wp-test";
const PAGE_SIZE = 10;
const XSS_GLOBAL = "__xss";

// ------------------------------------------------------------------------------------------------ REST

const credentials = (await readFile(path.join(STATE_DIR, "app-password"), "utf8")).trim();
const AUTH = `Basic ${Buffer.from(credentials).toString("base64")}`;

/** Calls the REST API; fails with the URL, status and body, because a seed that half-works misleads. */
async function rest(method, route, { json, body, headers = {}, anonymous = false } = {}) {
  const url = `${BASE_URL}/wp-json/wp/v2/${route}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...(anonymous ? {} : { Authorization: AUTH }),
      ...(json ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(json) : body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return { data: JSON.parse(text), headers: response.headers };
}

/** Every item of a collection (authenticated, so drafts and private posts are included). */
async function listAll(route, query) {
  const items = [];
  for (let page = 1; ; page += 1) {
    const { data, headers } = await rest("GET", `${route}?${query}&per_page=100&page=${page}`);
    items.push(...data);
    if (page >= Number(headers.get("x-wp-totalpages") || 1)) return items;
  }
}

// ------------------------------------------------------------------------------------------------ reset

async function deleteEverything() {
  // Media first: deleting a post does not delete its attachments.
  // Ordered by id: many posts share a date (the benchmark adds them in batches), and paging by date would
  // repeat some and skip others.
  const ids = async (route, query) =>
    new Set(
      (await listAll(route, `${query}&context=edit&_fields=id&orderby=id&order=asc`)).map(({ id }) => id),
    );
  const media = await ids("media", "status=inherit");
  for (const id of media) await rest("DELETE", `media/${id}?force=true`);
  // "any" leaves out the trash.
  const posts = new Set([...(await ids("posts", "status=any")), ...(await ids("posts", "status=trash"))]);
  for (const id of posts) await rest("DELETE", `posts/${id}?force=true`);
  return { media: media.size, posts: posts.size };
}

/** Finds a term by slug or creates it, so categories keep their ids across runs. */
async function ensureTerm(taxonomy, name, slug) {
  const { data } = await rest("GET", `${taxonomy}?slug=${encodeURIComponent(slug)}&context=edit`);
  if (data.length > 0) {
    if (data[0].name !== name) await rest("POST", `${taxonomy}/${data[0].id}`, { json: { name } });
    return data[0].id;
  }
  return (await rest("POST", taxonomy, { json: { name, slug } })).data.id;
}

// ------------------------------------------------------------------------------------------------ media

/** A simple placeholder picture: a powder bed with a few scan tracks, in the given colours. */
function pictureSvg(width, height, background, accent) {
  const tracks = Array.from({ length: 6 }, (_, i) => {
    const y = Math.round(height * (0.25 + i * 0.1));
    return `<rect x="${width * 0.15}" y="${y}" width="${width * (0.4 + (i % 3) * 0.15)}" height="${height * 0.03}" fill="${accent}" opacity="0.85"/>`;
  }).join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="${background}"/>` +
      `<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.15}" fill="${accent}" opacity="0.5"/>` +
      `${tracks}</svg>`,
  );
}

async function upload({ filename, type, svg, altText, title, parent }) {
  const image = sharp(svg);
  const bytes =
    type === "image/png" ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer();
  // Raw uploads take their other fields from the query string.
  const query = new URLSearchParams({ title, ...(altText ? { alt_text: altText } : {}) });
  if (parent) query.set("post", String(parent));
  const { data } = await rest("POST", `media?${query}`, {
    body: bytes,
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${filename}"` },
  });
  return data;
}

// ------------------------------------------------------------------------------------------------ content

const paragraphs = (...texts) => texts.map((text) => `<p>${text}</p>`).join("\n");

/** Every payload a sanitizer has to remove, each one reporting to window.__xss if it ever runs. */
const hostileHtml = (label) => {
  const report = (how) => `(window.${XSS_GLOBAL}=window.${XSS_GLOBAL}||[]).push('${label}:${how}')`;
  return [
    `<p>${label}: the new release brings faster recoating and a video of the process.</p>`,
    `<script>${report("script")}</script>`,
    `<p><img src="https://evil.example/pixel.png" alt="" onerror="${report("onerror")}"></p>`,
    `<p onclick="${report("onclick")}">Click this paragraph.</p>`,
    `<p><a href="JaVaScRiPt:${report("mixed-case")}">Mixed case link</a></p>`,
    `<p><a href="java&#x09;script:${report("tab-entity")}">Tab entity link</a></p>`,
    `<p><a href="&#106;avascript:${report("decimal-entity")}">Decimal entity link</a></p>`,
    `<p><a href=" javascript:${report("leading-space")}">Leading space link</a></p>`,
    `<p><svg onload="${report("svg-onload")}"><circle r="4"></circle></svg></p>`,
    `<iframe src="https://evil.example/frame" width="300" height="150"></iframe>`,
    `<figure><iframe src="https://www.youtube-nocookie.com/embed/xyz" title="Recoater demo" width="560" height="315" allowfullscreen></iframe></figure>`,
    `<style>body { outline: 12px solid red; }</style>`,
    `<p style="color: red; background: yellow">A paragraph with a style attribute.</p>`,
    `<p>Read the <a href="/machines/metal-lbpf/">metal LPBF machines</a> page.</p>`,
  ].join("\n");
};

const internalLinksEn = paragraphs(
  `Which machine fits your parts? Compare our <a href="/machines/metal-lbpf/">metal LPBF machines</a>.`,
  `Our German customers find the line-up on <a href="/de/machines/">Maschinen</a>.`,
);
const internalLinksDe = paragraphs(
  `Welche Maschine passt zu Ihren Bauteilen? Vergleichen Sie unsere <a href="/de/machines/">Maschinen</a>.`,
  `Auf Englisch: <a href="/machines/metal-lbpf/">metal LPBF machines</a>.`,
);

/** Publication dates: one a day going back from a fixed day, so the order (date desc) is fixed. */
const day = (daysBefore, hour = 9) => {
  const date = new Date(Date.UTC(2025, 5, 30, hour) - daysBefore * 86400000);
  return date.toISOString().slice(0, 19);
};

/**
 * The posts, in the order they are created. `media` names an upload below; `lang` decides the
 * language category (none: only "Trade fairs", so the build's fallback to English is exercised).
 */
function postDefinitions() {
  const en = [
    {
      role: "entities",
      slug: "laser-powder-open-parameters",
      // Straight quotes, as an editor types them: WordPress answers `Laser &#038; Powder: &#8220;Open&#8221;…`.
      title: 'Laser & Powder: "Open" parameters',
      shows: "Laser & Powder: \u201cOpen\u201d parameters",
      content: paragraphs(
        "Parameters for 316L & Ti6Al4V are now open: \u201cshare them\u201d, we say.",
        "Layer thickness 30\u201360 \u00b5m; scan speed up to 1,200 mm/s.",
      ),
      excerpt: "Open parameters for 316L & Ti6Al4V \u2013 \u201cshare them\u201d.",
      media: "jpegEn",
    },
    {
      role: "xss",
      slug: "release-notes-embedded-media",
      title: "Release notes with embedded media",
      content: hostileHtml("en"),
      excerpt: `<p>Release notes <script>(window.${XSS_GLOBAL}=window.${XSS_GLOBAL}||[]).push('excerpt:script')</script><a href="javascript:(window.${XSS_GLOBAL}=window.${XSS_GLOBAL}||[]).push('excerpt:link')">read more</a></p>`,
    },
    {
      role: "imageWithoutAlt",
      slug: "sls-cooling-station",
      title: "A cooling station for SLS builds",
      media: "pngNoAlt",
    },
    {
      role: "internalLinks",
      slug: "which-machine-fits-your-parts",
      title: "Which machine fits your parts?",
      content: internalLinksEn,
    },
    {
      role: "protected",
      slug: "customer-preview-recoater",
      title: "Customer preview: the next recoater",
      password: "secret",
      content: paragraphs("Only customers with the password read this preview."),
    },
    {
      role: "embedError",
      slug: "behind-the-scenes-factory",
      title: "Behind the scenes at the factory",
      media: "attachedToDraft",
    },
    {
      role: "sticky",
      slug: "welcome-to-our-news",
      title: "Welcome to our news",
      sticky: true,
      media: "jpegEn",
    },
    { slug: "formnext-meet-us", title: "Meet us at Formnext", trade: true, lang: "none", media: "jpegEn" },
    { slug: "powder-handling-station", title: "A closed powder handling station" },
    { slug: "service-network-asia", title: "Our service network grows in Asia" },
    { slug: "copper-alloys-green-laser", title: "Copper alloys with the green laser" },
    { slug: "polymer-pa12-refresh-rate", title: "PA12: a lower refresh rate" },
    { slug: "rapid-tct-booth", title: "Rapid + TCT: our booth", trade: true },
    { slug: "training-centre-opens", title: "Our training centre opens" },
    // Targets of data/legacy-news.json, so the redirect table holds against this WordPress as well.
    { slug: "formnext-2024-booth", title: "Formnext 2024: visit our booth", trade: true },
    { slug: "aconitymidi-plus-release", title: "The AconityMIDI+ is released" },
  ];
  const de = [
    {
      role: "umlauts",
      slug: "neue-parameter-aluminium",
      title: "Neue Parameter f\u00fcr Aluminium \u2013 gr\u00f6\u00dfer, schneller",
      content: paragraphs("F\u00fcr AlSi10Mg gibt es gr\u00f6\u00dfere Bauraten \u2013 bei gleicher Dichte."),
      excerpt: "Gr\u00f6\u00dfere Bauraten f\u00fcr AlSi10Mg \u2013 \u00fcberraschend einfach.",
      media: "jpegDe",
    },
    {
      slug: "pulver-prozesse-offene-parameter",
      title: "Pulver & Prozesse: \u201eOffene\u201c Parameter",
      media: "pngNoAlt",
    },
    {
      role: "internalLinksDe",
      slug: "welche-maschine-passt",
      title: "Welche Maschine passt zu Ihren Bauteilen?",
      content: internalLinksDe,
    },
    {
      slug: "formnext-besuchen-sie-uns",
      title: "Besuchen Sie uns auf der Formnext",
      trade: true,
      media: "jpegDe",
    },
    { slug: "pulverstation-geschlossen", title: "Eine geschlossene Pulverstation" },
    { slug: "servicenetz-asien", title: "Unser Servicenetz w\u00e4chst in Asien" },
    { slug: "kupferlegierungen-gruener-laser", title: "Kupferlegierungen mit dem gr\u00fcnen Laser" },
    { slug: "pa12-auffrischrate", title: "PA12: eine geringere Auffrischrate" },
    { slug: "rapid-tct-messestand", title: "Rapid + TCT: unser Messestand", trade: true },
    { slug: "schulungszentrum-eroeffnet", title: "Unser Schulungszentrum er\u00f6ffnet" },
    { slug: "stickstoff-verbrauch-senken", title: "Stickstoffverbrauch senken" },
    { slug: "qualitaetssicherung-schmelzbad", title: "Qualit\u00e4tssicherung am Schmelzbad" },
    { slug: "jahresrueckblick", title: "Jahresr\u00fcckblick" },
    // Targets of data/legacy-news.json, so the redirect table holds against this WordPress as well.
    { slug: "formnext-2024-messestand", title: "Formnext 2024: besuchen Sie unseren Stand", trade: true },
    // Published once, then trashed by an editor: its legacy redirect must lead to the news index.
    {
      role: "trashedLegacyTarget",
      slug: "parametersaetze-kupfer",
      title: "Neue Parameters\u00e4tze f\u00fcr Kupfer",
      status: "trash",
    },
  ];
  const hidden = [
    {
      role: "draft",
      slug: "draft-unreleased-machine",
      title: "Draft: an unreleased machine",
      status: "draft",
    },
    {
      role: "private",
      slug: "private-pricing-notes",
      title: "Private: pricing notes",
      status: "private",
      lang: "de",
    },
    {
      role: "scheduled",
      slug: "scheduled-far-future",
      title: "Scheduled for 2099",
      status: "future",
      date: "2099-01-01T09:00:00",
    },
  ];
  return [
    ...en.map((post, i) => ({ lang: "en", date: day(i * 2), ...post })),
    ...de.map((post, i) => ({ lang: "de", date: day(i * 2 + 1, 10), ...post })),
    ...hidden.map((post, i) => ({ lang: "en", date: day(60 + i), ...post })),
  ];
}

const fillerContent = (post) =>
  post.lang === "de"
    ? paragraphs(`${post.title}: Neuigkeiten aus Entwicklung und Fertigung.`, "Mehr dazu in K\u00fcrze.")
    : paragraphs(`${post.title}: news from development and production.`, "More on this soon.");

// ------------------------------------------------------------------------------------------------ main

async function main() {
  const started = Date.now();
  const deleted = await deleteEverything();

  const categories = {
    en: await ensureTerm("categories", "English", "en"),
    de: await ensureTerm("categories", "Deutsch", "de"),
    tradeEn: await ensureTerm("categories", "Trade fairs", "trade-fairs"),
    tradeDe: await ensureTerm("categories", "Messen", "messen"),
  };
  const tags = {
    en: await ensureTerm("tags", "Metal", "metal"),
    de: await ensureTerm("tags", "Metall", "metall"),
  };

  const definitions = postDefinitions();
  const created = new Map();

  const createPost = async (post, featuredMedia) => {
    const languageCategory = post.lang === "none" ? [] : [categories[post.lang === "de" ? "de" : "en"]];
    const tradeCategory = post.trade ? [post.lang === "de" ? categories.tradeDe : categories.tradeEn] : [];
    const { data } = await rest("POST", "posts", {
      json: {
        slug: post.slug,
        title: post.title,
        content: post.content ?? fillerContent(post),
        ...(post.excerpt ? { excerpt: post.excerpt } : {}),
        // A post to be trashed is published first, as an editor's would have been.
        status: post.status === "trash" ? "publish" : (post.status ?? "publish"),
        date: post.date,
        categories: [...languageCategory, ...tradeCategory],
        tags: [post.lang === "de" ? tags.de : tags.en],
        sticky: Boolean(post.sticky),
        ...(post.password ? { password: post.password } : {}),
        ...(featuredMedia ? { featured_media: featuredMedia } : {}),
      },
    });
    // WordPress silently changes a slug that is taken; the summary must name the real one.
    if (data.slug !== post.slug) throw new Error(`Slug ${post.slug} was stored as ${data.slug}`);
    created.set(post.slug, data);
    if (post.status === "trash") await rest("DELETE", `posts/${data.id}`);
    return data;
  };

  // The draft comes first: the embed-error image is attached to it.
  const draft = definitions.find((post) => post.role === "draft");
  await createPost(draft);

  const media = {
    jpegEn: await upload({
      filename: "metal-powder-bed.jpg",
      type: "image/jpeg",
      svg: pictureSvg(1200, 675, "#2f363b", "#11C96D"),
      title: "Metal powder bed",
      altText: "Scan tracks glowing on a metal powder bed",
    }),
    jpegDe: await upload({
      filename: "aluminium-bauteil.jpg",
      type: "image/jpeg",
      svg: pictureSvg(1200, 800, "#16191c", "#759697"),
      title: "Aluminium-Bauteil",
      altText: "Aluminium-Bauteil auf der Bauplattform \u2013 gr\u00f6\u00dfer als zuvor",
    }),
    pngNoAlt: await upload({
      filename: "sls-cooling-station.png",
      type: "image/png",
      svg: pictureSvg(800, 600, "#ACACAC", "#20D28C"),
      title: "SLS cooling station",
    }),
    attachedToDraft: await upload({
      filename: "unreleased-machine.jpg",
      type: "image/jpeg",
      svg: pictureSvg(1000, 600, "#16191c", "#ACACAC"),
      title: "Unreleased machine",
      altText: "An unreleased machine",
      parent: created.get(draft.slug).id,
    }),
  };

  for (const post of definitions) {
    if (post === draft) continue;
    await createPost(post, post.media ? media[post.media].id : undefined);
  }

  const summary = await summarize(definitions, media);
  await verify(summary, definitions);
  summary.seconds = Math.round((Date.now() - started) / 100) / 10;
  summary.deletedBeforeSeeding = deleted;

  await mkdir(STATE_DIR, { recursive: true });
  const json = `${JSON.stringify(summary, null, 2)}\n`;
  await writeFile(path.join(STATE_DIR, "seed-summary.json"), json);
  process.stdout.write(json);
}

/** What an anonymous visitor sees, newest first as the REST API lists it. */
async function summarize(definitions, media) {
  const bySlug = Object.fromEntries(definitions.map((post) => [post.slug, post]));
  const published = definitions
    .filter((post) => (post.status ?? "publish") === "publish")
    .sort((a, b) => b.date.localeCompare(a.date));
  const entry = (post) => ({
    slug: post.slug,
    // The title as a visitor reads it: rendered by WordPress, entities decoded.
    title: post.shows ?? post.title,
    date: post.date,
    // The image attached to the draft is not visible to a visitor: that post has no image.
    ...(post.media && post.media !== "attachedToDraft"
      ? { image: { alt: media[post.media].alt_text, url: media[post.media].source_url } }
      : {}),
  });
  const slugOf = (role) => definitions.find((post) => post.role === role).slug;
  return {
    baseUrl: BASE_URL,
    pageSize: PAGE_SIZE,
    total: published.length,
    totalPages: Math.ceil(published.length / PAGE_SIZE),
    published: {
      en: published.filter((post) => post.lang !== "de").map(entry),
      de: published.filter((post) => post.lang === "de").map(entry),
    },
    hidden: definitions.filter((post) => post.status && post.status !== "publish").map((post) => post.slug),
    protected: slugOf("protected"),
    protectedPassword: bySlug[slugOf("protected")].password,
    sticky: slugOf("sticky"),
    embedError: slugOf("embedError"),
    trashedLegacyTarget: slugOf("trashedLegacyTarget"),
    xss: slugOf("xss"),
    xssGlobal: XSS_GLOBAL,
    entities: slugOf("entities"),
    umlauts: slugOf("umlauts"),
    imageWithoutAlt: slugOf("imageWithoutAlt"),
    internalLinks: { en: slugOf("internalLinks"), de: slugOf("internalLinksDe") },
    withoutLanguageCategory: definitions.filter((post) => post.lang === "none").map((post) => post.slug),
  };
}

/** Enough of an entity decoder to compare WordPress's titles (numeric entities and the XML five). */
function decodeEntities(text) {
  const named = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name) => {
    if (name[0] !== "#") return named[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(
      name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });
}

/** Checks with anonymous requests that WordPress stored and lists what the tests rely on. */
async function verify(summary, definitions) {
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
    check(decodeEntities(rendered) === post.title, `title of ${post.slug} renders as ${rendered}`);
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

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
