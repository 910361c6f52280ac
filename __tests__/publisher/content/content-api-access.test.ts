/** @jest-environment node */
// Who may use the content API: tokens, the editor's role, sessions, origins and malformed requests.
import { generateKeyPair } from "jose";
import { contentApiServer, headers } from "../../support/content-api-server";

describe("the content API", () => {
  const api = contentApiServer();
  const { accessToken, session, call } = api;

  describe("who may use it", () => {
    it.each([
      ["no token", undefined],
      ["a token of another key", "other-key"],
      ["an expired token", { exp: Math.floor(Date.now() / 1000) - 60 }],
      ["another issuer's token", { iss: "https://evil.example.test/realms/staff" }],
      ["another client's token", { azp: "other_client" }],
      ["an ID token", { typ: "ID" }],
    ])("refuses %s with 401", async (_case, change) => {
      let token: string | undefined;
      if (change === "other-key") token = await accessToken({}, (await generateKeyPair("RS256")).privateKey);
      else if (change) token = await accessToken(change as Record<string, unknown>);
      const response = await api.app.inject({
        method: "POST",
        url: "/api/content/session",
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("refuses a signed-in member of staff without the editor's role with 403, naming the role", async () => {
      const response = await api.app.inject({
        method: "POST",
        url: "/api/content/session",
        headers: {
          ...headers,
          authorization: `Bearer ${await accessToken({ realm_access: { roles: ["staff"] } })}`,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toContain('"content-editor"');
    });

    it("refuses every action without a session, and a session sent from another origin", async () => {
      expect(
        (await call("site_editor=forged.value", "entriesByFolder", { folder: "data/jobs" })).statusCode,
      ).toBe(401);
      const cookie = await session();
      const foreign = await api.app.inject({
        method: "POST",
        url: "/api/content",
        headers: {
          origin: "https://evil.example",
          host: "site.test",
          cookie,
          "content-type": "application/json",
        },
        payload: JSON.stringify({ action: "entriesByFolder", params: { folder: "data/jobs" } }),
      });
      expect(foreign.statusCode).toBe(403);
    });

    it("answers malformed requests with a 4xx", async () => {
      const cookie = await session();
      for (const payload of [
        "{",
        "[]",
        '{"action":"rm"}',
        '{"action":"__proto__"}',
        '{"action":"constructor"}',
      ]) {
        const response = await api.app.inject({
          method: "POST",
          url: "/api/content",
          headers: { ...headers, cookie, "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode).toBe(400);
      }
    });
  });
});
