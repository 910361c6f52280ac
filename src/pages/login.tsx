import { useEffect } from "react";
import { graphql } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { publicConfiguration } from "../shared/configuration/public-configuration";
import { signIn } from "../sign-in/actions";
import { asksToStart, START_SIGN_IN } from "../sign-in/sign-in-page";
import { AccessGuard } from "../sign-in/AccessGuard";
import { ActionLink } from "../shared/links/ActionLink";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { PlainSection } from "../shared/sections/PlainSection";
import { pageHead } from "../shared/seo/page-head";
import { useAuth } from "../sign-in/use-auth";
import * as buttons from "../sign-in/AuthControls.module.css";

/**
 * The sign-in page and callback (redirect URI): the session completes a sign-in that comes back here.
 * Guest-only: a signed-in visitor who opens it goes home. `?return=/path/` names the page to come back
 * to; the session accepts it only when it is a safe path on this site. `#start` (a sign-in link followed
 * before its page's code ran, or this page's button pressed before its own) starts signing in at once.
 */
export default function LoginPage() {
  const { t } = useTranslation("common");
  if (!publicConfiguration.keycloak) {
    return (
      <PlainSection id="login" title={t("login.title")} headingLevel={1}>
        <p role="status">{t("login.notConfigured")}</p>
        <p>{t("login.notConfiguredHelp")}</p>
        <p>
          <LocalizedLink to="/">{t("login.home")}</LocalizedLink>
        </p>
      </PlainSection>
    );
  }
  return (
    <AccessGuard access="guest">
      <SignInPanel />
    </AccessGuard>
  );
}

function SignInPanel() {
  const { t } = useTranslation("common");
  const { busy, ready, loggedIn } = useAuth();
  const start = () => {
    if (!busy) void signIn(new URLSearchParams(window.location.search).get("return") ?? undefined);
  };

  useEffect(() => {
    if (!ready || busy || loggedIn || !asksToStart(window.location.hash)) return;
    // Once: the back button from the sign-in service lands on this page without it, not in a loop.
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}`,
    );
    start();
  });

  return (
    <PlainSection id="login" title={t("login.title")} headingLevel={1}>
      <p>{t("login.intro")}</p>
      <p role="status">{busy ? t("auth.signingIn") : ""}</p>
      {/* The target of `#start`, so the link is a fragment of this page too. */}
      <p id={START_SIGN_IN.slice(1)}>
        <ActionLink href={START_SIGN_IN} className={buttons.signIn} onAction={start}>
          {t("auth.signIn")}
        </ActionLink>
      </p>
      <p>
        <LocalizedLink to="/">{t("login.home")}</LocalizedLink>
      </p>
    </PlainSection>
  );
}

export const Head = pageHead("common", { keyPrefix: "login", noindex: true });

export const query = graphql`
  query LoginPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }, sort: { ns: ASC }) {
      ...PageLocales
    }
  }
`;
