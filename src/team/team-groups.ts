import { POSITIONS, type Position } from "../types/collections";

export type { Position };

/** The departments of the team page, in the order the page lists them: the order of data/schemas/team.schema.json. */
export const POSITION_ORDER: readonly Position[] = POSITIONS;

export interface PositionGroup<Member> {
  position: Position;
  members: Member[];
}

export function isPosition(value: unknown): value is Position {
  return typeof value === "string" && (POSITION_ORDER as readonly string[]).includes(value);
}

/**
 * Members grouped by position in POSITION_ORDER, each group keeping the members' order; positions without
 * members are left out. A member with an unknown position throws, naming the member, rather than vanishing
 * from the page.
 */
export function groupByPosition<Member extends { name: string; position: string }>(
  members: readonly Member[],
): PositionGroup<Member>[] {
  const byPosition = new Map<Position, Member[]>();
  for (const member of members) {
    if (!isPosition(member.position)) {
      throw new Error(
        `Team member "${member.name}" has the unknown position "${member.position}"; ` +
          `known positions: ${POSITION_ORDER.join(", ")}`,
      );
    }
    const group = byPosition.get(member.position) ?? [];
    group.push(member);
    byPosition.set(member.position, group);
  }
  return POSITION_ORDER.filter((position) => byPosition.has(position)).map((position) => ({
    position,
    members: byPosition.get(position) ?? [],
  }));
}
