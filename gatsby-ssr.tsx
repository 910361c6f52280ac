import { type ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import { renderBody } from "./gatsby/ssr/render-body";
import { languageHeadScript } from "./src/shared/i18n/head-script";
import { languageOfPath } from "./src/shared/i18n/languages";

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
 * Every page's body rendered to a string (gatsby/ssr/render-body.ts) instead of Gatsby's default stream,
 * which leaves NUL bytes in the HTML (react#26228, gatsby#38747); a render error stops the build.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(await renderBody(bodyComponent as ReactElement));
};
