import { graphql } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { signOut } from "../sign-in/actions";
import { AccessGuard } from "../sign-in/AccessGuard";
import { AccountDetails } from "../sign-in/AccountDetails";
import { PlainSection } from "../shared/sections/PlainSection";
import { pageHead } from "../shared/seo/page-head";
import { useAuth } from "../sign-in/use-auth";
import { useSiteSettings } from "../shared/hooks/use-site-settings";

/** The signed-in visitor's account; requires sign-in (signed-out visitors are sent to sign in first). */
export default function AccountPage() {
  const { t } = useTranslation("common");
  return (
    <PlainSection id="account" title={t("accountPage.title")} headingLevel={1}>
      <AccessGuard access="signed-in">
        <SignedInAccount />
      </AccessGuard>
    </PlainSection>
  );
}

function SignedInAccount() {
  const { user } = useAuth();
  const { site } = useSiteSettings();
  if (!user) return null;
  return <AccountDetails user={user} links={site.links} onSignOut={() => void signOut()} />;
}

export const Head = pageHead("common", { keyPrefix: "accountPage", noindex: true });

export const query = graphql`
  query AccountPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }, sort: { ns: ASC }) {
      ...PageLocales
    }
  }
`;
