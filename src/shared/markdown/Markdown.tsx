import ReactMarkdown, { type AllowElement, type Components, type UrlTransform } from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import type { ReactNode } from "react";
import { localizePath, prefixLanguage, type Language } from "../i18n/languages";
import { classifyLink, isAllowedImageSource } from "./link-policy";
import { markdownSanitizeSchema } from "./sanitize-schema";

/** Runs on every URL attribute left after sanitizing; a dropped href or src removes its element below. */
const urlTransform: UrlTransform = (url, key) => {
  if (key === "href") return classifyLink(url) === "blocked" ? null : url;
  if (key === "src") return isAllowedImageSource(url) ? url : null;
  return null;
};

/** Links without a usable href are unwrapped (their text stays); images without one are removed. */
const allowElement: AllowElement = (element) => {
  if (element.tagName === "a") return typeof element.properties.href === "string";
  if (element.tagName === "img") return typeof element.properties.src === "string";
  return true;
};

/**
 * A link to a page of this site: an unprefixed path ("/team/") leads to the page in the language the text
 * is shown in; a path that names its language ("/de/team/") is kept.
 */
function SiteLink({
  href,
  title,
  language,
  children,
}: {
  href: string;
  title?: string;
  language: Language;
  children: ReactNode;
}) {
  const localized =
    href.startsWith("/") && prefixLanguage(href) === null ? localizePath(href, language) : href;
  return (
    <a href={localized} title={title}>
      {children}
    </a>
  );
}

/** External, mailto and tel links open in a new tab without access to this one, and say so. */
function NewTabLink({
  href,
  newTabLabel,
  children,
}: {
  href: string;
  newTabLabel: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}

// The page owns h1 and the section headings; a rich text sits below them.
function components(language: Language, newTabLabel: string): Components {
  return {
    h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
    h5: ({ node: _node, children, ...props }) => <h4 {...props}>{children}</h4>,
    h6: ({ node: _node, children, ...props }) => <h4 {...props}>{children}</h4>,
    a: ({ node: _node, href = "", title, children }) =>
      classifyLink(href) === "internal" ? (
        <SiteLink href={href} title={title} language={language}>
          {children}
        </SiteLink>
      ) : (
        <NewTabLink href={href} newTabLabel={newTabLabel}>
          {children}
        </NewTabLink>
      ),
    img: ({ node: _node, alt = "", ...props }) => (
      <img {...props} alt={alt} loading="lazy" decoding="async" />
    ),
  };
}

const remarkPlugins = [remarkGfm, remarkBreaks];
const rehypePlugins: NonNullable<Parameters<typeof ReactMarkdown>[0]["rehypePlugins"]> = [
  rehypeRaw,
  [rehypeSanitize, markdownSanitizeSchema],
];

/**
 * Renders an editor's rich text (Markdown with some HTML) safely. It uses no hooks or context, so the build
 * renders it to HTML once (gatsby/resolvers/markdown-html.tsx) and the browser never loads the Markdown stack.
 */
export function Markdown({
  children,
  language,
  newTabLabel,
}: {
  children: string;
  /** The page's language: unprefixed site links lead to the page in it. */
  language: Language;
  /** Said to screen readers after a link that opens a new tab. */
  newTabLabel: string;
}) {
  return (
    <ReactMarkdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
      urlTransform={urlTransform}
      allowElement={allowElement}
      unwrapDisallowed
      components={components(language, newTabLabel)}
    >
      {children}
    </ReactMarkdown>
  );
}
