import {
  CHECK_EVERY_MS,
  RENEW_BEFORE_S,
  SESSION_URL,
  SessionRefused,
  contentSession,
} from "../../src/admin/content-session.mjs";

const NOW = 1_700_000_000;

/** keycloak-js as the session uses it: a token, and a refresh that may give a new one. */
function keycloak(token = "token-1") {
  return { token, updateToken: jest.fn(async (_minValidity: number) => false) };
}
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
const opened = (expiresAt = NOW + 300) => answer(200, { name: "Erika Editor", expiresAt });

describe("contentSession", () => {
  it("opens the session with the access token and resolves with the editor's name", async () => {
    const fetch = jest.fn(() => opened());
    const session = contentSession({ keycloak: keycloak(), fetch, now: () => NOW });
    await expect(session.open()).resolves.toBe("Erika Editor");
    expect(fetch).toHaveBeenCalledWith(SESSION_URL, {
      method: "POST",
      headers: { Authorization: "Bearer token-1" },
      credentials: "same-origin",
    });
  });

  it("rejects a refused session with the API's status and message", async () => {
    const fetch = jest.fn(() => answer(403, { error: 'Editing the site needs the role "content-editor".' }));
    const session = contentSession({ keycloak: keycloak(), fetch, now: () => NOW });
    const error = await session.open().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SessionRefused);
    expect(error).toMatchObject({
      status: 403,
      message: 'Editing the site needs the role "content-editor".',
    });
  });

  it("rejects an answer that is no JSON with its status and no message", async () => {
    const fetch = jest.fn(() =>
      Promise.resolve({ ok: false, status: 502, json: () => Promise.reject(new SyntaxError()) } as Response),
    );
    const session = contentSession({ keycloak: keycloak(), fetch, now: () => NOW });
    await expect(session.open()).rejects.toMatchObject({ status: 502, message: "" });
  });

  describe("renew", () => {
    it("refreshes a token that ends soon, and leaves a session that lasts alone", async () => {
      const signIn = keycloak();
      const fetch = jest.fn(() => opened());
      const session = contentSession({ keycloak: signIn, fetch, now: () => NOW });
      await session.open();
      await session.renew();
      expect(signIn.updateToken).toHaveBeenCalledWith(RENEW_BEFORE_S);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it("renews the session with a token that changed", async () => {
      const signIn = keycloak();
      signIn.updateToken.mockImplementation(async () => {
        signIn.token = "token-2";
        return true;
      });
      const fetch = jest.fn(() => opened());
      const session = contentSession({ keycloak: signIn, fetch, now: () => NOW });
      await session.open();
      await session.renew();
      expect(fetch).toHaveBeenLastCalledWith(
        SESSION_URL,
        expect.objectContaining({ headers: { Authorization: "Bearer token-2" } }),
      );
    });

    it("renews a session that ends within 90 s, even with the same token", async () => {
      const fetch = jest.fn(() => opened(NOW + RENEW_BEFORE_S - 1));
      const session = contentSession({ keycloak: keycloak(), fetch, now: () => NOW });
      await session.open();
      await session.renew();
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it("rejects when the token cannot be refreshed, opening no session", async () => {
      const signIn = keycloak();
      signIn.updateToken.mockRejectedValue(new Error("refresh failed"));
      const fetch = jest.fn(() => opened());
      const session = contentSession({ keycloak: signIn, fetch, now: () => NOW });
      await expect(session.renew()).rejects.toThrow("refresh failed");
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe("keepAlive", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("looks at the token every 30 seconds", async () => {
      const signIn = keycloak();
      const session = contentSession({ keycloak: signIn, fetch: jest.fn(() => opened()), now: () => NOW });
      session.keepAlive(jest.fn());
      await jest.advanceTimersByTimeAsync(CHECK_EVERY_MS - 1);
      expect(signIn.updateToken).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(signIn.updateToken).toHaveBeenCalledTimes(1);
      await session.close();
    });

    it("tells of a session it cannot keep", async () => {
      const onEnded = jest.fn();
      const fetch = jest
        .fn()
        .mockReturnValueOnce(opened(NOW + 10))
        .mockReturnValue(answer(401, { error: "Sign in first." }));
      const session = contentSession({ keycloak: keycloak(), fetch, now: () => NOW });
      await session.open();
      session.keepAlive(onEnded);
      await jest.advanceTimersByTimeAsync(CHECK_EVERY_MS);
      expect(onEnded).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
      await session.close();
    });

    it("looks at the token when the page is shown again", async () => {
      const signIn = keycloak();
      const session = contentSession({ keycloak: signIn, fetch: jest.fn(() => opened()), now: () => NOW });
      session.keepAlive(jest.fn());
      document.dispatchEvent(new Event("visibilitychange"));
      await jest.advanceTimersByTimeAsync(0);
      expect(signIn.updateToken).toHaveBeenCalledTimes(1);
      await session.close();
    });
  });

  describe("close", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("ends the session with the API", async () => {
      const fetch = jest.fn(() => answer(204, null));
      await contentSession({ keycloak: keycloak(), fetch, now: () => NOW }).close();
      expect(fetch).toHaveBeenCalledWith(SESSION_URL, { method: "DELETE", credentials: "same-origin" });
    });

    it("resolves when the API cannot be reached", async () => {
      const fetch = jest.fn(() => Promise.reject(new TypeError("Failed to fetch")));
      await expect(
        contentSession({ keycloak: keycloak(), fetch, now: () => NOW }).close(),
      ).resolves.toBeUndefined();
    });

    it("stops looking at the token, by the clock or when the page is shown again", async () => {
      const signIn = keycloak();
      const session = contentSession({
        keycloak: signIn,
        fetch: jest.fn(() => answer(204, null)),
        now: () => NOW,
      });
      session.keepAlive(jest.fn());
      await session.close();
      await jest.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2);
      document.dispatchEvent(new Event("visibilitychange"));
      await jest.advanceTimersByTimeAsync(0);
      expect(signIn.updateToken).not.toHaveBeenCalled();
    });
  });
});
