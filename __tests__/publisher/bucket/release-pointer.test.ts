/** @jest-environment node */
import {
  CLAIM_STALE_MS,
  claim,
  emptyPointer,
  historyWithLive,
  parsePointer,
} from "../../../publisher/bucket/release-pointer.mjs";

const now = new Date("2026-11-29T12:00:00Z");

describe("the bucket's release pointer", () => {
  it("lets a publisher claim a deploy when none runs, or take its own unfinished one over", () => {
    const first = claim(emptyPointer(), { id: "r1", owner: "a", now });
    expect(first).toEqual({
      pointer: { live: null, history: [], deploying: { id: "r1", owner: "a", since: now.toISOString() } },
    });
    if (!("pointer" in first)) throw new Error("refused");
    expect(claim(first.pointer, { id: "r2", owner: "a", now })).toHaveProperty("pointer.deploying.id", "r2");
  });

  it("refuses while another publisher's deploy runs, until its claim is stale", () => {
    const pointer = { ...emptyPointer(), deploying: { id: "r9", owner: "b", since: now.toISOString() } };
    expect(claim(pointer, { id: "r1", owner: "a", now })).toEqual({
      refused: `another publisher is deploying release r9 to the bucket since ${now.toISOString()}`,
    });
    const later = new Date(now.getTime() + CLAIM_STALE_MS);
    expect(claim(pointer, { id: "r1", owner: "a", now: later })).toHaveProperty(
      "pointer.deploying.owner",
      "a",
    );
  });

  it("ends the live release where the new one begins", () => {
    const pointer = {
      live: "r1",
      history: [{ id: "r1", since: "2026-11-28T00:00:00.000Z", until: null }],
      deploying: null,
    };
    expect(historyWithLive(pointer, "r2", now)).toEqual([
      { id: "r1", since: "2026-11-28T00:00:00.000Z", until: now.toISOString() },
      { id: "r2", since: now.toISOString(), until: null },
    ]);
  });

  it.each([
    "[]",
    "null",
    '{"live":3,"history":[]}',
    '{"live":null,"history":[{"id":1}]}',
    '{"live":null,"history":[],"deploying":{"id":"x"}}',
  ])("refuses a stored pointer that is not one: %s", (text) => {
    expect(() => parsePointer(text)).toThrow("not a release pointer");
  });
});
