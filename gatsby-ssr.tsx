import { type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { GatsbySSR } from "gatsby";
import { languageHeadScript } from "./src/i18n/head-script";
import { languageOfPath } from "./src/i18n/languages";

const LANGUAGE_SCRIPT = languageHeadScript();

/** `<html lang>` for the served HTML, and the language rule as the first, blocking script of <head>. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) });
  setHeadComponents([<script key="language-rule" dangerouslySetInnerHTML={{ __html: LANGUAGE_SCRIPT }} />]);
};

/**
 * gatsby-plugin-image (kept for the build's image resolvers) adds a style, a noscript style and a loader
 * script for its GatsbyImage to every <head>. The site renders its images as plain markup (SiteImage), so
 * they would be dead bytes, and the script one more hash in each page's Content-Security-Policy.
 */
const isGatsbyImageHead = (component: ReactElement) =>
  String(component?.key).startsWith("gatsby-image-style");

/**
 * Without gatsby-plugin-image's head tags; the language script before every other head element, so it runs
 * before anything loads.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const components = (getHeadComponents() as ReactElement[]).filter(
    (component) => !isGatsbyImageHead(component),
  );
  const script = components.filter((component) => component?.key === "language-rule");
  const rest = components.filter((component) => component?.key !== "language-rule");
  replaceHeadComponents([...script, ...rest]);
};

/**
 * Render pages to a string instead of Gatsby's default stream: React 18's stream leaves NUL bytes in the
 * HTML where a multi-byte character (ä, ß, –) meets its 2 KB chunk boundary (react#26228, gatsby#38747).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as ReactElement));
};
