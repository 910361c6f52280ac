import { XSS_GLOBAL } from "./settings.mjs";

/**
 * The posts' HTML. Everything is saved by the administrator, who has `unfiltered_html`: WordPress keeps
 * scripts, event handlers, `javascript:` links, iframes and styles verbatim, which is what the build's
 * sanitizer must face.
 */
export const paragraphs = (...texts) => texts.map((text) => `<p>${text}</p>`).join("\n");

/** A script that reports to window.__xss if it ever runs. */
export const xssReport = (what) => `(window.${XSS_GLOBAL}=window.${XSS_GLOBAL}||[]).push('${what}')`;

/** Every payload a sanitizer has to remove, each one reporting to window.__xss if it ever runs. */
export const hostileHtml = (label) => {
  const report = (how) => xssReport(`${label}:${how}`);
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

export const internalLinksEn = paragraphs(
  `Which machine fits your parts? Compare our <a href="/machines/metal-lbpf/">metal LPBF machines</a>.`,
  `Our German customers find the line-up on <a href="/de/machines/">Maschinen</a>.`,
);
export const internalLinksDe = paragraphs(
  `Welche Maschine passt zu Ihren Bauteilen? Vergleichen Sie unsere <a href="/de/machines/">Maschinen</a>.`,
  `Auf Englisch: <a href="/machines/metal-lbpf/">metal LPBF machines</a>.`,
);

/** The content of a post that defines none: two sentences in its language. */
export const fillerContent = (post) =>
  post.lang === "de"
    ? paragraphs(`${post.title}: Neuigkeiten aus Entwicklung und Fertigung.`, "Mehr dazu in K\u00fcrze.")
    : paragraphs(`${post.title}: news from development and production.`, "More on this soon.");
