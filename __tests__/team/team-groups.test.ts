import { groupByPosition, isPosition, POSITION_ORDER } from "../../src/team/team-groups";

const member = (name: string, position: string) => ({ name, position, role: { en: "", de: "" } });

describe("POSITION_ORDER", () => {
  it("lists the fifteen positions once each, management first and student assistants last", () => {
    expect(POSITION_ORDER).toHaveLength(15);
    expect(new Set(POSITION_ORDER).size).toBe(15);
    expect(POSITION_ORDER[0]).toBe("management");
    expect(POSITION_ORDER[POSITION_ORDER.length - 1]).toBe("studentAssistants");
  });
});

describe("isPosition", () => {
  it("accepts a known position and rejects anything else", () => {
    expect(isPosition("fineMechanicalWorkshop")).toBe(true);
    expect(isPosition("Management")).toBe(false);
    expect(isPosition(undefined)).toBe(false);
  });
});

describe("groupByPosition", () => {
  it("orders the groups by position, not by the members' order", () => {
    const groups = groupByPosition([
      member("Ada", "studentAssistants"),
      member("Ben", "sales"),
      member("Cem", "management"),
      member("Dana", "assembly"),
    ]);
    expect(groups.map((group) => group.position)).toEqual([
      "management",
      "sales",
      "assembly",
      "studentAssistants",
    ]);
  });

  it("keeps the members' order within a group", () => {
    const groups = groupByPosition([
      member("Zoe", "service"),
      member("Ada", "management"),
      member("Mia", "service"),
      member("Eli", "service"),
    ]);
    expect(groups).toEqual([
      { position: "management", members: [member("Ada", "management")] },
      {
        position: "service",
        members: [member("Zoe", "service"), member("Mia", "service"), member("Eli", "service")],
      },
    ]);
  });

  it("leaves out positions without members", () => {
    const groups = groupByPosition([member("Ada", "finance")]);
    expect(groups).toHaveLength(1);
    expect(groups[0].position).toBe("finance");
  });

  it("returns no groups for no members", () => {
    expect(groupByPosition([])).toEqual([]);
  });

  it("hands back the members themselves with all their fields", () => {
    const ada = { ...member("Ada", "finance"), id: "ada", image: null };
    expect(groupByPosition([ada])[0].members[0]).toBe(ada);
  });

  it("throws for an unknown position, naming the member and the position", () => {
    expect(() => groupByPosition([member("Ada", "management"), member("Ben Weber", "marketing")])).toThrow(
      /Team member "Ben Weber" has the unknown position "marketing"/,
    );
  });
});
