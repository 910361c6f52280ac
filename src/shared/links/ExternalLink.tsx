import { type ReactNode } from "react";
import { useTranslation } from "../i18n/page-i18n";

/** A link to another site: opens in a new tab without giving that tab access to this one, and says so. */
export function ExternalLink({
  href,
  children,
  className,
  label,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible content is only an icon. */
  label?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {label ? `${label} ` : ""}
        {t("opensInNewTab")}
      </span>
    </a>
  );
}
