/** @jest-environment node */
// The editor's session as an attacker and a slow editor meet it: keys of its own, the editor's own client,
// an absolute lifetime, sign-out on the server, and what an editor opened kept across renewals.
import { createHmac } from "node:crypto";
import { SessionRevocations } from "../../../publisher/content/session-revocations.mjs";
import { contentApiServer, git, headers } from "../../support/content-api-server";

/** A cookie as someone holding `secret` could mint one (the way sessions were signed from PUBLISH_SECRET). */
function cookieMintedFrom(secret: string, payload: object) {
  const key = createHmac("sha256", secret).update("content-editor-session").digest();
  const data = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `__Host-site_editor=${data}.${createHmac("sha256", key).update(data).digest("base64url")}`;
}

describe("the content API's sessions", () => {
  const api = contentApiServer();
  const { accessToken, session, call, persist, entry } = api;
  const listJobs = (cookie: string) => call(cookie, "entriesByFolder", { folder: "data/jobs" });
  const signOut = (cookie: string) =>
    api.app.inject({ method: "DELETE", url: "/api/content/session", headers: { ...headers, cookie } });

  it("refuses a cookie minted from the publisher's secret (which WordPress holds), exp in 2100, with 401", async () => {
    const now = Math.floor(Date.now() / 1000);
    const editor = { subject: "intruder", name: "Anyone", email: null, sid: "x" };
    for (const secret of ["s".repeat(40), "any secret WordPress knows, 32 chars+"]) {
      const cookie = cookieMintedFrom(secret, { ...editor, iat: now, exp: 4_102_444_800 });
      expect((await listJobs(cookie)).statusCode).toBe(401);
    }
  });

  it("refuses the public site's token (client shop_frontend), even with the editor's role, with 401", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/content/session",
      headers: { ...headers, authorization: `Bearer ${await accessToken({ azp: "shop_frontend" })}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("ends on the server at sign-out: a cookie copied before it gets 401 after it, earlier renewals too", async () => {
    const first = await session();
    const renewed = await session({}, first);
    const copied = renewed;
    expect((await listJobs(copied)).statusCode).toBe(200);
    const out = await signOut(renewed);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/^__Host-site_editor=; Path=\/; Max-Age=0;/);
    expect((await listJobs(copied)).statusCode).toBe(401);
    expect((await listJobs(first)).statusCode).toBe(401);
    // A new sign-in is a new session.
    expect((await listJobs(await session())).statusCode).toBe(200);
  });

  it("keeps a sign-out across a restart of the publisher", async () => {
    const cookie = await session();
    await signOut(cookie);
    const restarted = new SessionRevocations({ stateDir: api.dir });
    await restarted.load();
    const [data] = cookie.split("=")[1].split(".");
    const { sid } = JSON.parse(Buffer.from(data, "base64url").toString());
    expect(restarted.isEnded(sid)).toBe(true);
  });

  it("keeps what an editor opened across three renewals: the form saves when nobody else changed it", async () => {
    let cookie = await session();
    const [job] = (await listJobs(cookie)).json();
    // keycloak-js refreshes the token and /admin/ renews the session with each new one.
    for (let renewal = 0; renewal < 3; renewal += 1) cookie = await session({}, cookie);
    const data = JSON.parse(job.data);
    const saved = await persist(cookie, job.file.path, { ...data, location: "us-branch" });
    expect(saved.statusCode).toBe(200);
    expect(entry(job.file.path).location).toBe("us-branch");
  });

  it("still refuses, naming who, when someone else saved while the form was open across renewals", async () => {
    let slow = await session({ sub: "slow", name: "Sam Slow" });
    const quick = await session({ sub: "quick", name: "Quinn Quick" });
    const [job] = (await listJobs(slow)).json();
    await listJobs(quick);
    const data = JSON.parse(job.data);
    expect((await persist(quick, job.file.path, { ...data, location: "us-branch" })).statusCode).toBe(200);
    for (let renewal = 0; renewal < 3; renewal += 1)
      slow = await session({ sub: "slow", name: "Sam Slow" }, slow);
    const stale = await persist(slow, job.file.path, { ...data, title: { ...data.title, en: "Slow title" } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toContain("was changed by Quinn Quick at");
  });

  it("takes two sign-ins of one person for two readers: the stale form is refused, not saved over the other", async () => {
    const first = await session();
    const second = await session();
    const [job] = (await listJobs(first)).json();
    await listJobs(second);
    const data = JSON.parse(job.data);
    expect((await persist(first, job.file.path, { ...data, location: "us-branch" })).statusCode).toBe(200);
    const stale = await persist(second, job.file.path, { ...data, title: { ...data.title, en: "Stale" } });
    expect(stale.statusCode).toBe(409);
    expect(entry(job.file.path).location).toBe("us-branch");
  });

  it("names the token's subject in each commit's Editor-Subject trailer", async () => {
    const cookie = await session({ sub: "0b6e2f1c-subject" });
    const [job] = (await listJobs(cookie)).json();
    await persist(cookie, job.file.path, { ...JSON.parse(job.data), location: "us-branch" });
    expect(git(api.site, "log", "-1", "--format=%(trailers:key=Editor-Subject,valueonly)")).toBe(
      "0b6e2f1c-subject",
    );
  });

  it("on loopback sets the plain cookie without Secure (no https there), and reads only that one", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/content/session",
      headers: {
        origin: "http://127.0.0.1:9100",
        host: "127.0.0.1:9100",
        authorization: `Bearer ${await accessToken()}`,
      },
    });
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^site_editor=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const read = await api.app.inject({
      method: "POST",
      url: "/api/content",
      headers: {
        origin: "http://127.0.0.1:9100",
        host: "127.0.0.1:9100",
        cookie: cookie.split(";")[0],
        "content-type": "application/json",
      },
      payload: JSON.stringify({ action: "entriesByFolder", params: { folder: "data/jobs" } }),
    });
    expect(read.statusCode).toBe(200);
    // The same value under the plain name is not taken off loopback.
    expect((await listJobs(cookie.split(";")[0])).statusCode).toBe(401);
  });
});
