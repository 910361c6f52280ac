/** @jest-environment node */
import type { AddressInfo } from "node:net";
import { createPublisherServer } from "../../publisher/server.mjs";
import { sign } from "../../publisher/signature.mjs";

const SECRET = "q".repeat(40);
const NOW = 1_790_000_000;

describe("the publisher's HTTP side", () => {
  const requests: object[] = [];
  const queue = { request: (changes: object) => (requests.push(changes), "started") };
  const server = createPublisherServer({
    secret: SECRET,
    queue: queue as never,
    status: () => ({ state: "idle", builds: 3 }),
    now: () => NOW,
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => requests.splice(0));

  const call = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/hooks/wordpress`, { method: "POST", body, headers });
  const body = JSON.stringify({
    id: "a1b2c3d4-0000",
    timestamp: NOW,
    posts: [{ id: 7, slug: "x", visible: true }],
  });

  it("queues a signed call and answers 202, then refuses its replay with 401", async () => {
    const first = await call(body, { "X-Hub-Signature-256": sign(Buffer.from(body), SECRET) });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ accepted: "a1b2c3d4-0000", build: "started" });
    const replay = await call(body, { "X-Hub-Signature-256": sign(Buffer.from(body), SECRET) });
    expect(replay.status).toBe(401);
    expect(requests).toEqual([{ posts: [{ id: 7, slug: "x", visible: true }], terms: [], rebuild: false }]);
  });

  it("answers 401 to an unsigned call and queues nothing", async () => {
    expect((await call(body)).status).toBe(401);
    expect(requests).toEqual([]);
  });

  it("answers 413 to a body larger than any call of the plugin", async () => {
    const response = await call("x".repeat(300 * 1024)).catch(() => null);
    // The server may close the connection before the client has sent everything.
    if (response) expect(response.status).toBe(413);
    expect(requests).toEqual([]);
  });

  it("answers its status as JSON that no cache keeps, only to GET", async () => {
    const response = await fetch(`${base}/status`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ state: "idle", builds: 3 });
    expect((await fetch(`${base}/status`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${base}/hooks/wordpress`)).status).toBe(405);
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });
});
