/** @jest-environment node */
// Saves with pictures: a photo with its entry, deleting it, and the uploads refused.
import { existsSync } from "node:fs";
import path from "node:path";
import { contentApiServer, git, headers, picture } from "../../support/content-api-server";

describe("the content API", () => {
  const api = contentApiServer();
  const { session, call, persist, commits } = api;

  describe("a save", () => {
    it("of a new team member with a photo, then its removal", async () => {
      const cookie = await session();
      await call(cookie, "entriesByFolder", { folder: "data/team" });
      const jpeg = (await picture("jpeg")).toString("base64");
      const member = {
        $schema: "../schemas/team.schema.json",
        id: "new-colleague",
        order: 99,
        name: "New Colleague",
        position: "sales",
        role: { en: "Sales", de: "Vertrieb" },
        image: "images/team/new-colleague.jpg",
      };
      const response = await persist(cookie, "data/team/new-colleague.json", member, [
        { path: "data/images/team/new-colleague.jpg", content: jpeg, encoding: "base64" },
      ]);
      expect(response.statusCode).toBe(200);
      expect(existsSync(path.join(api.site, "data/images/team/new-colleague.jpg"))).toBe(true);
      expect(git(api.site, "show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
        "data/images/team/new-colleague.jpg",
        "data/team/new-colleague.json",
      ]);

      // Its photo is in use: it cannot be deleted before the member.
      const photo = await call(cookie, "deleteFile", { path: "data/images/team/new-colleague.jpg" });
      expect(photo.statusCode).toBe(409);
      expect(photo.json().error).toContain("data/team/new-colleague.json");
      expect((await call(cookie, "deleteFile", { path: "data/team/new-colleague.json" })).statusCode).toBe(
        200,
      );
      expect(existsSync(path.join(api.site, "data/team/new-colleague.json"))).toBe(false);
      expect(
        (await call(cookie, "deleteFile", { path: "data/images/team/new-colleague.jpg" })).statusCode,
      ).toBe(200);
    });

    it("of an SVG with a script, a file that is not what its name says, a picture that does not decode, or 50 MB is refused", async () => {
      const cookie = await session();
      const upload = (name: string, bytes: Buffer) =>
        call(cookie, "persistMedia", {
          asset: {
            path: `data/images/partners/${name}`,
            content: bytes.toString("base64"),
            encoding: "base64",
          },
        });
      const svg = await upload(
        "logo.svg",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      );
      expect(svg.statusCode).toBe(422);
      expect(svg.json().error).toContain("<script>");
      expect((await upload("logo.png", Buffer.from("<html>"))).statusCode).toBe(422);
      // A JPEG cut off in the upload, and a small file of a huge picture: the build could not make their sizes.
      const cut = await upload("photo.jpg", (await picture("jpeg", 64, 64)).subarray(0, 200));
      expect(cut.statusCode).toBe(422);
      expect(cut.json().error).toContain("cannot be read as a picture");
      const huge = await upload("poster.png", await picture("png", 8000, 6000));
      expect(huge.statusCode).toBe(422);
      expect(huge.json().error).toContain("8000 × 6000 pixels");
      const tooLarge = await api.app.inject({
        method: "POST",
        url: "/api/content",
        headers: { ...headers, cookie, "content-type": "application/json" },
        payload: JSON.stringify({
          action: "persistMedia",
          params: {
            asset: {
              path: "data/images/partners/huge.png",
              content: "A".repeat(50 * 1024 * 1024),
              encoding: "base64",
            },
          },
        }),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(existsSync(path.join(api.site, "data/images/partners/logo.svg"))).toBe(false);
      expect(commits()).toBe(1);
    });
  });
});
