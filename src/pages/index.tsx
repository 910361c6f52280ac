import { graphql, type PageProps } from "gatsby";
import { ContactSection } from "../contact/ContactSection";
import { AboutUs } from "../home/AboutUs";
import { ContentPage } from "../shared/sections/ContentPage";
import { HomeGallery } from "../gallery/HomeGallery";
import { LatestNews } from "../news/LatestNews";
import { PrintGallery } from "../gallery/PrintGallery";
import { Partners } from "../partners/Partners";
import { pageHead } from "../shared/seo/page-head";
import { useLanguage } from "../shared/i18n/use-language";
import { useSiteSettings } from "../shared/hooks/use-site-settings";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const settings = useSiteSettings();
  const language = useLanguage();
  return (
    <ContentPage
      ns="home"
      intro={
        <>
          <HomeGallery slides={data.slides.nodes} language={language} />
          <AboutUs />
        </>
      }
    >
      <LatestNews posts={data.latestNews.nodes} language={language} />
      <Partners partners={data.partners.nodes} />
      <PrintGallery parts={data.prints.nodes} language={language} />
      <ContactSection settings={settings} language={language} />
    </ContentPage>
  );
}

export const Head = pageHead("home");

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "home", "aboutus", "forms", "news"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    slides: allHomeGalleryJson {
      nodes {
        ...GallerySlide
      }
    }
    latestNews: allWpNewsPost(filter: { language: { eq: $language } }, sort: { date: DESC }, limit: 3) {
      nodes {
        ...NewsPostCard
      }
    }
    partners: allPartnersJson(sort: { order: ASC }) {
      nodes {
        ...PartnerLogo
      }
    }
    prints: allPrintGalleryJson {
      nodes {
        ...PrintedPart
      }
    }
  }
`;
