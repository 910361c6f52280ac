import { hostileHtml, internalLinksDe, internalLinksEn, paragraphs, xssReport } from "./html.mjs";

/** Publication dates: one a day going back from a fixed day, so the order (date desc) is fixed. */
const day = (daysBefore, hour = 9) => {
  const date = new Date(Date.UTC(2025, 5, 30, hour) - daysBefore * 86400000);
  return date.toISOString().slice(0, 19);
};

/** Posts that only fill the listing past its first page, each in both languages. */
const TRANSLATED_FILLERS = [
  {
    en: ["powder-handling-station", "A closed powder handling station"],
    de: ["pulverstation-geschlossen", "Eine geschlossene Pulverstation"],
  },
  {
    en: ["service-network-asia", "Our service network grows in Asia"],
    de: ["servicenetz-asien", "Unser Servicenetz w\u00e4chst in Asien"],
  },
  {
    en: ["copper-alloys-green-laser", "Copper alloys with the green laser"],
    de: ["kupferlegierungen-gruener-laser", "Kupferlegierungen mit dem gr\u00fcnen Laser"],
  },
  {
    en: ["polymer-pa12-refresh-rate", "PA12: a lower refresh rate"],
    de: ["pa12-auffrischrate", "PA12: eine geringere Auffrischrate"],
  },
  {
    en: ["rapid-tct-booth", "Rapid + TCT: our booth"],
    de: ["rapid-tct-messestand", "Rapid + TCT: unser Messestand"],
    trade: true,
  },
  {
    en: ["training-centre-opens", "Our training centre opens"],
    de: ["schulungszentrum-eroeffnet", "Unser Schulungszentrum er\u00f6ffnet"],
  },
];

const fillers = (language) =>
  TRANSLATED_FILLERS.map(({ [language]: [slug, title], trade }) => ({
    slug,
    title,
    ...(trade ? { trade } : {}),
  }));

const EN = [
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
    excerpt: `<p>Release notes <script>${xssReport("excerpt:script")}</script><a href="javascript:${xssReport("excerpt:link")}">read more</a></p>`,
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
  ...fillers("en"),
  // Targets of data/legacy-news.json, so the redirect table holds against this WordPress as well.
  { slug: "formnext-2024-booth", title: "Formnext 2024: visit our booth", trade: true },
  { slug: "aconitymidi-plus-release", title: "The AconityMIDI+ is released" },
];

const DE = [
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
  ...fillers("de"),
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

/** Posts an anonymous visitor must not see. */
const HIDDEN = [
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

/**
 * The posts, in the order they are created. `role` names a post the tests look for (seed-summary.json);
 * `media` names an upload of media.mjs; `lang` decides the language category (none: only "Trade fairs",
 * so the build's fallback to English is exercised).
 */
export function postDefinitions() {
  return [
    ...EN.map((post, i) => ({ lang: "en", date: day(i * 2), ...post })),
    ...DE.map((post, i) => ({ lang: "de", date: day(i * 2 + 1, 10), ...post })),
    ...HIDDEN.map((post, i) => ({ lang: "en", date: day(60 + i), ...post })),
  ];
}
