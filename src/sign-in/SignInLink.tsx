import type { ReactNode } from "react";
import { usePageI18n } from "../shared/i18n/page-i18n";
import { ActionLink } from "../shared/links/ActionLink";
import { signIn } from "./actions";
import { comingBackTo, signInPageHref } from "./sign-in-page";

/**
 * Signs in and comes back to `returnPath`; until the page's code runs, a link to the sign-in page, which
 * starts signing in when it loads.
 */
export function SignInLink({
  returnPath,
  className,
  children,
}: {
  returnPath: string;
  className?: string;
  children: ReactNode;
}) {
  const { language } = usePageI18n();
  return (
    <ActionLink
      href={signInPageHref(returnPath, language)}
      hrefLang={language}
      className={className}
      onAction={() => void signIn(comingBackTo(returnPath, window.location))}
    >
      {children}
    </ActionLink>
  );
}
