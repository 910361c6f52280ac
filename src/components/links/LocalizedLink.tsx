import type { ComponentType, MouseEventHandler, ReactNode } from "react";
import { Link } from "gatsby-plugin-react-i18next";

export interface LocalizedLinkProps {
  /** An unprefixed site path ("/jobs/"): the link goes to it in the current page's language. */
  to: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

// The plugin's published prop types demand every <a> attribute under current @types/react; the
// component itself takes Gatsby Link's props.
const PluginLink = Link as unknown as ComponentType<LocalizedLinkProps>;

/** A link inside the site, in the language of the current page. */
export function LocalizedLink(props: LocalizedLinkProps) {
  return <PluginLink {...props} />;
}
