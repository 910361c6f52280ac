/** @jest-environment node */
import type { AddressInfo } from "node:net";
import {
  HOSTILE_REQUESTS,
  exchange,
  idleConnections,
  type ServerLimits,
} from "../../e2e/support/hostile-requests";
import { createPublisherServer } from "../../publisher/server.mjs";
import { sign, statusSignature } from "../../publisher/signature.mjs";

const SECRET = "q".repeat(40);
const NOW = 1_790_000_000;
const LIMITS: ServerLimits & { maxConnections: number } = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_000,
  maxConnections: 20,
};
const DETAILS = {
  state: "failed",
  liveSince: "2026-11-24T10:00:00.000Z",
  lastBuildFailed: true,
  lastError: "The build failed (exit code 1)",
  lastLog: "logs/20261124T100000000Z.log",
  pending: { posts: [{ id: 46, slug: "a-post", visible: false }], terms: [], rebuild: false },
};

describe("the publisher's HTTP side", () => {
  const accepted: object[] = [];
  let answer: () => Promise<string> = async () => "started";
  const app = createPublisherServer({
    secret: SECRET,
    queue: { accept: async (call: object) => (accepted.push(call), answer()) },
    status: () => DETAILS,
    now: () => NOW,
    limits: { ...LIMITS, keepAliveTimeoutMs: 1_000 },
  });
  let base = "";
  let target = { host: "127.0.0.1", port: 0 };
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    target = { host: "127.0.0.1", port: (app.server.address() as AddressInfo).port };
    base = `http://127.0.0.1:${target.port}`;
  });
  afterAll(() => app.close());
  beforeEach(() => {
    accepted.splice(0);
    answer = async () => "started";
  });

  const call = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/hooks/wordpress`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", ...headers },
    });
  const body = JSON.stringify({
    id: "a1b2c3d4-0000",
    timestamp: NOW,
    posts: [{ id: 7, slug: "x", visible: true }],
  });
  const signed = { "X-Hub-Signature-256": sign(Buffer.from(body), SECRET) };

  it("answers 202 once the queue has the call", async () => {
    const first = await call(body, signed);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ accepted: "a1b2c3d4-0000", build: "started" });
    expect(accepted).toEqual([
      {
        id: "a1b2c3d4-0000",
        timestamp: NOW,
        posts: [{ id: 7, slug: "x", visible: true }],
        terms: [],
        rebuild: false,
      },
    ]);
  });

  it("answers 401 with the code to a call the queue knows already", async () => {
    answer = async () => "replayed";
    const replay = await call(body, signed);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: "replayed" });
  });

  it("answers 503 when the queue cannot save the call, so the plugin sends it again", async () => {
    answer = async () => {
      throw new Error("ENOSPC: no space left on device");
    };
    const response = await call(body, signed);
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain("ENOSPC");
  });

  it("answers 401 to an unsigned or stale call and queues nothing", async () => {
    expect((await call(body)).status).toBe(401);
    const stale = JSON.stringify({ id: "a1b2c3d4-0001", timestamp: NOW - 301, posts: [] });
    const refused = await call(stale, { "X-Hub-Signature-256": sign(Buffer.from(stale), SECRET) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "stale" });
    expect(accepted).toEqual([]);
  });

  it("answers 415 to a body that is not JSON, 413 to one larger than any call of the plugin", async () => {
    const text = await fetch(`${base}/hooks/wordpress`, {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const large = await call("x".repeat(300 * 1024)).catch(() => null);
    // The server may close the connection before the client has sent everything.
    if (large) expect(large.status).toBe(413);
    expect(accepted).toEqual([]);
  });

  it("tells anyone the state, and the details only to a signed read", async () => {
    const open = await fetch(`${base}/status`);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("no-store");
    expect(await open.json()).toEqual({
      state: "failed",
      liveSince: "2026-11-24T10:00:00.000Z",
      lastBuildFailed: true,
    });
    const signedRead = await fetch(`${base}/status`, {
      headers: { "X-Publisher-Timestamp": String(NOW), "X-Hub-Signature-256": statusSignature(NOW, SECRET) },
    });
    expect(await signedRead.json()).toEqual(DETAILS);
    const forged = await fetch(`${base}/status`, {
      headers: {
        "X-Publisher-Timestamp": String(NOW),
        "X-Hub-Signature-256": statusSignature(NOW, "x".repeat(40)),
      },
    });
    expect(forged.status).toBe(401);
    const old = await fetch(`${base}/status`, {
      headers: {
        "X-Publisher-Timestamp": String(NOW - 301),
        "X-Hub-Signature-256": statusSignature(NOW - 301, SECRET),
      },
    });
    expect(old.status).toBe(401);
  });

  it("answers 405 to the wrong method and 404 elsewhere", async () => {
    expect((await fetch(`${base}/status`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${base}/hooks/wordpress`)).status).toBe(405);
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });

  describe("requests no browser sends", () => {
    it.each(HOSTILE_REQUESTS.map((hostile) => [hostile.name, hostile] as const))(
      "%s: a 4xx or a closed connection in time, and the server answers after it",
      async (_name, hostile) => {
        const status = await exchange(target, hostile, LIMITS);
        if (status === null) expect(hostile.mayCloseSilently).toBe(true);
        else expect(hostile.statuses).toContain(status);
        expect((await fetch(`${base}/status`)).status).toBe(200);
      },
      10_000,
    );

    it("more idle connections than it takes: each closed in time, then it answers", async () => {
      await idleConnections(target, 3 * LIMITS.maxConnections, LIMITS.headersTimeoutMs + 3_000);
      expect((await fetch(`${base}/status`)).status).toBe(200);
    }, 10_000);
  });
});
