import type { MouseEventHandler, ReactNode } from "react";
import { Link } from "gatsby";
import { localizePath } from "../i18n/languages";
import { usePageI18n } from "../i18n/page-i18n";

export interface LocalizedLinkProps {
  /** An unprefixed site path ("/jobs/"): the link goes to it in the current page's language. */
  to: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  "aria-current"?: "page";
}

/** A link inside the site, in the language of the current page. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const { language } = usePageI18n();
  return <Link to={localizePath(to, language)} hrefLang={language} {...props} />;
}
