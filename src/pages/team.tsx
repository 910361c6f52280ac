import { graphql, type PageProps } from "gatsby";
import { ContentPage } from "../shared/sections/ContentPage";
import { pageHead } from "../shared/seo/page-head";
import { TeamGroups } from "../team/TeamGroups";
import { useLanguage } from "../shared/i18n/use-language";

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  const language = useLanguage();
  return (
    <ContentPage ns="team">
      <TeamGroups members={data.members.nodes} language={language} />
    </ContentPage>
  );
}

export const Head = pageHead("team");

export const query = graphql`
  query TeamPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "team"] }, language: { eq: $language } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    members: allTeamJson(sort: { order: ASC }) {
      nodes {
        ...TeamMember
      }
    }
  }
`;
