import ReactMarkdown, { type AllowElement, type Components, type UrlTransform } from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import type { ReactNode } from "react";
import { useLanguage } from "../../hooks/use-language";
import { localizePath, prefixLanguage } from "../../i18n/languages";
import { ExternalLink } from "../links/ExternalLink";
import { classifyLink, isAllowedImageSource } from "../../markdown/link-policy";
import { markdownSanitizeSchema } from "../../markdown/sanitize-schema";

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
function SiteLink({ href, title, children }: { href: string; title?: string; children: ReactNode }) {
  const language = useLanguage();
  const localized =
    href.startsWith("/") && prefixLanguage(href) === null ? localizePath(href, language) : href;
  return (
    <a href={localized} title={title}>
      {children}
    </a>
  );
}

// The page owns h1 and the section headings; a rich text sits below them.
const components: Components = {
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  h5: ({ node: _node, children, ...props }) => <h4 {...props}>{children}</h4>,
  h6: ({ node: _node, children, ...props }) => <h4 {...props}>{children}</h4>,
  a: ({ node: _node, href = "", title, children }) =>
    classifyLink(href) === "internal" ? (
      <SiteLink href={href} title={title}>
        {children}
      </SiteLink>
    ) : (
      <ExternalLink href={href}>{children}</ExternalLink>
    ),
  img: ({ node: _node, alt = "", ...props }) => <img {...props} alt={alt} loading="lazy" decoding="async" />,
};

const remarkPlugins = [remarkGfm, remarkBreaks];
const rehypePlugins: NonNullable<Parameters<typeof ReactMarkdown>[0]["rehypePlugins"]> = [
  rehypeRaw,
  [rehypeSanitize, markdownSanitizeSchema],
];

/** Renders an editor's rich text (Markdown with some HTML) safely. */
export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
      urlTransform={urlTransform}
      allowElement={allowElement}
      unwrapDisallowed
      components={components}
    >
      {children}
    </ReactMarkdown>
  );
}
