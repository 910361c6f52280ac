import { graphql } from "gatsby";
import { ContactSection } from "../components/contact/ContactSection";
import { AboutUs } from "../components/content/AboutUs";
import { ContentPage } from "../components/content/ContentPage";
import { pageHead } from "../components/seo/page-head";
import { useLanguage } from "../hooks/use-language";
import { useSiteSettings } from "../hooks/use-site-settings";

export default function HomePage() {
  const settings = useSiteSettings();
  const language = useLanguage();
  return (
    <ContentPage ns="home" intro={<AboutUs />}>
      <ContactSection settings={settings} language={language} />
    </ContentPage>
  );
}

export const Head = pageHead("home");

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "home", "aboutus"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
