import { useEffect, type ReactNode } from "react";
import { navigate } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { decideAccess, type PageAccess } from "./page-access";
import { signIn } from "./actions";
import { browserAuthStorage } from "./browser-storage";
import { takeReturnPath } from "./return-path";
import { useAuth } from "./use-auth";
import { useLanguage } from "../shared/i18n/use-language";
import { localizePath } from "../shared/i18n/languages";
import { SignInLink } from "./SignInLink";
import * as buttons from "./AuthControls.module.css";

/**
 * Marks a page as guest-only or as requiring sign-in: signed-in visitors leave a guest page for home (or,
 * on the login page right after signing in, for the page they started from), signed-out visitors are sent
 * to sign in and come back here afterwards.
 */
export function AccessGuard({ access, children }: { access: PageAccess; children: ReactNode }) {
  const { t } = useTranslation("common");
  const auth = useAuth();
  const language = useLanguage();
  const decision = decideAccess(access, auth, typeof window === "undefined" ? "/" : window.location.pathname);
  const { action } = decision;
  const returnPath = "returnPath" in decision ? decision.returnPath : null;

  useEffect(() => {
    // Right after signing in, "home" is the page the visitor started from.
    if (action === "home")
      void navigate(takeReturnPath(browserAuthStorage()) ?? localizePath("/", language), { replace: true });
    if (action === "sign-in" && returnPath) void signIn(`${returnPath}${window.location.search}`);
  }, [action, returnPath, language]);

  if (action === "show") return <>{children}</>;
  if (action === "offer-sign-in") {
    return (
      <SignInLink returnPath={returnPath ?? "/"} className={buttons.signIn}>
        {t("auth.signIn")}
      </SignInLink>
    );
  }
  return (
    <p role="status" aria-busy="true">
      {t("auth.checking")}
    </p>
  );
}
