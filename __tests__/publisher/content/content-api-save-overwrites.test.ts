/** @jest-environment node */
// Uploads over an existing picture or PDF are checked like entries: who saw which version.
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentApiServer, picture } from "../../support/content-api-server";

describe("the content API", () => {
  const api = contentApiServer();
  const { session, call } = api;
  const PHOTO = "data/images/team/overwritten.jpg";
  const upload = (cookie: string, bytes: Buffer) =>
    call(cookie, "persistMedia", {
      asset: { path: PHOTO, content: bytes.toString("base64"), encoding: "base64" },
    });

  describe("an upload over an existing file", () => {
    it("replaces the version this editor saw in the media library", async () => {
      const anna = await session({ sub: "a", name: "Anna" });
      expect((await upload(anna, await picture("jpeg", 16, 16))).statusCode).toBe(200);
      const replacement = await picture("jpeg", 24, 24);
      expect((await upload(anna, replacement)).statusCode).toBe(200);
      expect(readFileSync(path.join(api.site, PHOTO)).equals(replacement)).toBe(true);
    });

    it("is refused (409, naming who) when someone replaced it after this editor saw it", async () => {
      const anna = await session({ sub: "a", name: "Anna" });
      const ben = await session({ sub: "b", name: "Ben" });
      expect((await upload(anna, await picture("jpeg", 16, 16))).statusCode).toBe(200);
      await call(ben, "getMedia", { mediaFolder: "data/images/team" });
      const annas = await picture("jpeg", 20, 20);
      expect((await upload(anna, annas)).statusCode).toBe(200);
      const refused = await upload(ben, await picture("jpeg", 32, 32));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toContain("last changed by Anna at");
      expect(readFileSync(path.join(api.site, PHOTO)).equals(annas)).toBe(true);
      // Once Ben has looked again, his picture replaces Anna's.
      await call(ben, "getMediaFile", { path: PHOTO });
      expect((await upload(ben, await picture("jpeg", 32, 32))).statusCode).toBe(200);
    });

    it("is refused when this editor never saw the file (an upload under a name already taken)", async () => {
      const anna = await session({ sub: "a", name: "Anna" });
      const ben = await session({ sub: "b", name: "Ben" });
      expect((await upload(anna, await picture("jpeg", 16, 16))).statusCode).toBe(200);
      expect((await upload(ben, await picture("jpeg", 32, 32))).statusCode).toBe(409);
    });
  });
});
