import { TeamGroups, type Member } from "../../team/TeamGroups";
import { isPosition, POSITION_ORDER } from "../../team/team-groups";
import { imageNode, localizedOf, numberOf, pictureOf, textOf, withItem } from "../entry-values";
import type { PreviewProps } from "../preview-props";

/** A team member with their portrait, in their group and their place in it. */
export function TeamPreview({ entry, slug, images, data, language, missing }: PreviewProps) {
  const built = data.members.nodes.find((member) => member.jsonId === slug);
  const member: Member & { order: number } = {
    jsonId: textOf(entry.id),
    name: textOf(entry.name) || missing[language],
    // A position the page does not know yet is shown in the first group; the warnings name it.
    position: isPosition(entry.position) ? entry.position : POSITION_ORDER[0],
    role: localizedOf(entry.role, missing),
    image: imageNode(
      pictureOf(entry.image, images, built?.image?.childImageSharp?.gatsbyImageData, {
        width: 200,
        height: 200,
      }),
    ),
    order: numberOf(entry.order) ?? Number.MAX_SAFE_INTEGER,
  };
  // The team page lists members by `order`: the edited one goes where its number says.
  const members = withItem(data.members.nodes, (item) => item.jsonId, slug, member).sort(
    (a, b) => a.order - b.order,
  );
  return <TeamGroups members={members} language={language} />;
}
