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

/** Keep the language script before every other head element, so it runs before anything loads. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const components = getHeadComponents() as ReactElement[];
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
