/** @jest-environment node */
import { ReplayMemory, sign, verifyCall } from "../../publisher/signature.mjs";

const SECRET = "s".repeat(40);
const NOW = 1_790_000_000;

const bodyOf = (fields: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      id: "0b7c1f9e-3d51-4c8e-9a57-6c2f3e1a9b20",
      timestamp: NOW,
      reason: "change",
      posts: [{ id: 12, slug: "formnext-2024-booth", visible: true }],
      terms: [{ taxonomy: "category", id: 3 }],
      ...fields,
    }),
  );

const verify = (
  body: Buffer,
  signature: string | undefined = sign(body, SECRET),
  replays = new ReplayMemory(),
  now = NOW,
) => verifyCall({ body, signature, secret: SECRET, now, replays });
/** Signed as the plugin signs. */
const signed = (body: Buffer, replays: ReplayMemory, now = NOW) =>
  verify(body, sign(body, SECRET), replays, now);

describe("a call from the plugin", () => {
  it("is accepted when signed with the secret, fresh and new, with only the fields the build needs", () => {
    expect(verify(bodyOf({ extra: "ignored" }))).toEqual({
      ok: true,
      call: {
        id: "0b7c1f9e-3d51-4c8e-9a57-6c2f3e1a9b20",
        timestamp: NOW,
        posts: [{ id: 12, slug: "formnext-2024-booth", visible: true }],
        terms: [{ taxonomy: "category", id: 3 }],
        rebuild: false,
      },
    });
  });

  it.each([
    ["no signature", undefined],
    ["an empty one", ""],
    ["another algorithm", `sha1=${"0".repeat(40)}`],
    ["upper-case hex", sign(bodyOf(), SECRET).toUpperCase().replace("SHA256", "sha256")],
    ["another secret's", sign(bodyOf(), "t".repeat(40))],
    ["a truncated one", sign(bodyOf(), SECRET).slice(0, -2)],
  ])("is refused with %s", (_, signature) => {
    const body = bodyOf();
    expect(
      verifyCall({ body, signature, secret: SECRET, now: NOW, replays: new ReplayMemory() }),
    ).toMatchObject({
      ok: false,
    });
  });

  it("is refused when the body was changed after signing", () => {
    const signature = sign(bodyOf(), SECRET);
    expect(verify(bodyOf({ posts: [{ id: 13, slug: "x", visible: false }] }), signature)).toEqual({
      ok: false,
      reason: "wrong signature",
    });
  });

  it("is refused when older than five minutes or from the future, accepted within", () => {
    expect(verify(bodyOf({ timestamp: NOW - 301 }))).toMatchObject({
      ok: false,
      reason: "the call is older than five minutes",
    });
    expect(verify(bodyOf({ timestamp: NOW + 61 }))).toMatchObject({
      ok: false,
      reason: "the call is from the future",
    });
    expect(verify(bodyOf({ timestamp: NOW - 300 }))).toMatchObject({ ok: true });
    expect(verify(bodyOf({ timestamp: String(NOW) }))).toMatchObject({ ok: false, reason: "no timestamp" });
  });

  it("is refused the second time (a replay), and the memory forgets ids once they are too old anyway", () => {
    const replays = new ReplayMemory();
    expect(signed(bodyOf(), replays)).toMatchObject({ ok: true });
    expect(signed(bodyOf(), replays)).toEqual({ ok: false, reason: "replayed call" });
    // Past the window the id is forgotten, and the call itself is refused as too old.
    expect(signed(bodyOf(), replays, NOW + 301)).toMatchObject({
      reason: "the call is older than five minutes",
    });
  });

  it("does not use up its id when refused for another reason", () => {
    const replays = new ReplayMemory();
    expect(signed(bodyOf({ posts: "all" }), replays)).toMatchObject({
      ok: false,
      reason: "malformed changes",
    });
    expect(signed(bodyOf(), replays)).toMatchObject({ ok: true });
  });

  it.each([
    ["a post id that is not a positive integer", { posts: [{ id: -1, slug: "a", visible: true }] }],
    ["a slug with a slash", { posts: [{ id: 1, slug: "../etc", visible: true }] }],
    ["a slug with a quote", { posts: [{ id: 1, slug: 'a"b', visible: true }] }],
    ["a visible flag that is not boolean", { posts: [{ id: 1, slug: "a", visible: "yes" }] }],
    ["an unknown taxonomy", { terms: [{ taxonomy: "nav_menu", id: 1 }] }],
    ["a rebuild flag that is not boolean", { rebuild: 1 }],
    [
      "more than a thousand posts",
      { posts: Array.from({ length: 1001 }, (_, i) => ({ id: i + 1, slug: "a", visible: true })) },
    ],
  ])("is refused with %s", (_, fields) => {
    expect(verify(bodyOf(fields))).toEqual({ ok: false, reason: "malformed changes" });
  });

  it("accepts WordPress's percent-encoded slugs of German titles", () => {
    expect(verify(bodyOf({ posts: [{ id: 5, slug: "gr%c3%b6%c3%9fer", visible: true }] }))).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ["not JSON", Buffer.from("posts=1")],
    ["a JSON array", Buffer.from("[]")],
  ])("is refused when the body is %s", (_, body) => {
    expect(verify(body)).toMatchObject({ ok: false });
  });
});
