/** @jest-environment node */
// A stranger's large body is refused before it is read: no session, no buffering (docs/editing.md).
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { contentApiServer, headers } from "../../support/content-api-server";

const THIRTY_MB = 30 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

/**
 * POSTs a 30 MB body in chunks, as fast as the socket takes them, and resolves with the answer's status and
 * how many bytes had been sent when it came (or the socket closed).
 */
function sendLargeBody(port: number, extraHeaders: Record<string, string>) {
  return new Promise<{ status: number | null; sent: number }>((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: number | null) => {
      if (done) return;
      done = true;
      request.destroy();
      resolve({ status, sent });
    };
    const request = httpRequest({
      port,
      host: "127.0.0.1",
      method: "POST",
      path: "/api/content",
      headers: { ...extraHeaders, "content-type": "application/json", "content-length": THIRTY_MB },
    });
    request.on("response", (response) => finish(response.statusCode ?? null));
    request.on("error", () => finish(null));
    const write = () => {
      while (!done && sent < THIRTY_MB) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once("drain", write);
      }
      if (!done) request.end();
    };
    write();
  });
}

describe("the content API's bodies", () => {
  const api = contentApiServer();

  it("answers six unsigned 30 MB bodies with 401 before reading them (the bodies are never buffered)", async () => {
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = api.app.server.address() as AddressInfo;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendLargeBody(port, { ...headers, cookie: "site_editor=forged.value" }),
      ),
    );
    for (const { status, sent } of answers) {
      expect(status).toBe(401);
      // The answer came while the body was still being sent: the server did not wait for it.
      expect(sent).toBeLessThan(THIRTY_MB / 2);
    }
  });

  it("answers a 30 MB body from another origin with 403 before reading it", async () => {
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = api.app.server.address() as AddressInfo;
    const { status, sent } = await sendLargeBody(port, {
      origin: "https://evil.example",
      host: "site.test",
      cookie: await api.session(),
    });
    expect(status).toBe(403);
    expect(sent).toBeLessThan(THIRTY_MB / 2);
  });
});
