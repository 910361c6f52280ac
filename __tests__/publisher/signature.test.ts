/** @jest-environment node */
import { judgeStatusRead, sign, statusSignature, verifyCall } from "../../publisher/signature.mjs";

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

const verify = (body: Buffer, signature: string | undefined = sign(body, SECRET), now = NOW) =>
  verifyCall({ body, signature, secret: SECRET, now });

describe("a call from the plugin", () => {
  it("is accepted when signed with the secret and fresh, with only the fields the build needs", () => {
    expect(verify(bodyOf({ extra: "ignored" }))).toEqual({
      ok: true,
      call: {
        id: "0b7c1f9e-3d51-4c8e-9a57-6c2f3e1a9b20",
        timestamp: NOW,
        posts: [{ id: 12, slug: "formnext-2024-booth", visible: true }],
        terms: [{ taxonomy: "category", id: 3 }],
        rebuild: false,
      },
      warnings: [],
    });
  });

  it.each([
    ["no signature", undefined, "unsigned"],
    ["an empty one", "", "unsigned"],
    ["another algorithm", `sha1=${"0".repeat(40)}`, "unsigned"],
    ["upper-case hex", sign(bodyOf(), SECRET).toUpperCase().replace("SHA256", "sha256"), "unsigned"],
    ["another secret's", sign(bodyOf(), "t".repeat(40)), "signature"],
    ["a truncated one", sign(bodyOf(), SECRET).slice(0, -2), "unsigned"],
  ])("is refused with %s", (_, signature, code) => {
    expect(verifyCall({ body: bodyOf(), signature, secret: SECRET, now: NOW })).toMatchObject({
      ok: false,
      code,
    });
  });

  it("is refused when the body was changed after signing", () => {
    const signature = sign(bodyOf(), SECRET);
    expect(verify(bodyOf({ posts: [{ id: 13, slug: "x", visible: false }] }), signature)).toEqual({
      ok: false,
      code: "signature",
      reason: "wrong signature",
    });
  });

  it("is refused when older than five minutes or from the future, with the code the plugin corrects its clock by", () => {
    expect(verify(bodyOf({ timestamp: NOW - 301 }))).toEqual({
      ok: false,
      code: "stale",
      reason: "the call is older than five minutes",
    });
    expect(verify(bodyOf({ timestamp: NOW + 61 }))).toEqual({
      ok: false,
      code: "future",
      reason: "the call is from the future",
    });
    expect(verify(bodyOf({ timestamp: NOW - 300 }))).toMatchObject({ ok: true });
    expect(verify(bodyOf({ timestamp: String(NOW) }))).toMatchObject({ ok: false, reason: "no timestamp" });
  });

  it.each([
    ["a post id that is not a positive integer", { posts: [{ id: -1, slug: "a", visible: true }] }],
    ["a visible flag that is not boolean", { posts: [{ id: 1, slug: "a", visible: "yes" }] }],
    [
      "a slug longer than any WordPress stores",
      { posts: [{ id: 1, slug: "a".repeat(1001), visible: true }] },
    ],
    ["an unknown taxonomy", { terms: [{ taxonomy: "nav_menu", id: 1 }] }],
    ["a rebuild flag that is not boolean", { rebuild: 1 }],
    [
      "more than a thousand posts",
      { posts: Array.from({ length: 1001 }, (_, i) => ({ id: i + 1, slug: "a", visible: true })) },
    ],
  ])("is refused with %s", (_, fields) => {
    expect(verify(bodyOf(fields))).toEqual({ ok: false, code: "malformed", reason: "malformed changes" });
  });

  it("takes WordPress's percent-encoded slugs decoded, as the build names the page", () => {
    expect(verify(bodyOf({ posts: [{ id: 5, slug: "gr%c3%b6%c3%9fer", visible: true }] }))).toMatchObject({
      ok: true,
      call: { posts: [{ id: 5, slug: "größer", visible: true }] },
    });
  });

  it.each([
    ["encoded dots", "%2e%2e"],
    ["an encoded slash", "a%2fb"],
    ["an encoded backslash", "a%5Cb"],
    ["a slash", "../etc"],
    ["a quote", 'a"b'],
  ])("keeps a post whose slug has %s, without a page to look at, and warns", (_, slug) => {
    const verdict = verify(
      bodyOf({
        posts: [
          { id: 46, slug, visible: false },
          { id: 47, slug: "another-takedown", visible: false },
        ],
      }),
    );
    expect(verdict).toMatchObject({
      ok: true,
      call: {
        posts: [
          { id: 46, slug: "", visible: false },
          { id: 47, slug: "another-takedown", visible: false },
        ],
      },
    });
    expect((verdict as { warnings: string[] }).warnings).toEqual([
      expect.stringMatching(/^post 46: its slug .+ the build leaves it out$/),
    ]);
  });

  it.each([
    ["not JSON", Buffer.from("posts=1")],
    ["a JSON array", Buffer.from("[]")],
  ])("is refused when the body is %s", (_, body) => {
    expect(verify(body)).toMatchObject({ ok: false, code: "malformed" });
  });
});

describe("a status read", () => {
  const read = (timestamp: unknown, signature: unknown, now = NOW) =>
    judgeStatusRead({ timestamp, signature, secret: SECRET, now });

  it("without a signature gets the public view", () => {
    expect(read(undefined, undefined)).toEqual({ ok: true, view: "public" });
  });

  it("signed with the secret and fresh gets the details", () => {
    expect(read(String(NOW - 10), statusSignature(NOW - 10, SECRET))).toEqual({ ok: true, view: "details" });
  });

  it.each([
    ["another secret", String(NOW), statusSignature(NOW, "t".repeat(40)), "signature"],
    ["a call's signature", String(NOW), sign(bodyOf(), SECRET), "signature"],
    ["no timestamp", undefined, statusSignature(NOW, SECRET), "malformed"],
    ["a timestamp that is not a number", "soon", statusSignature(NOW, SECRET), "malformed"],
    ["an old signature", String(NOW - 301), statusSignature(NOW - 301, SECRET), "stale"],
  ])("is refused with %s", (_, timestamp, signature, code) => {
    expect(read(timestamp, signature)).toMatchObject({ ok: false, code });
  });
});
