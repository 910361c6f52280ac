/**
 * Requests no browser sends, written byte by byte on a raw socket, against a server that faces the
 * internet (the publisher's port): malformed request targets, absolute-form URLs, huge, slow and endless
 * bodies, wrong methods, header floods, a NUL in the path, many idle connections. Each must be answered
 * with a 4xx or closed within its time limit; the server must answer normally afterwards. Used by the
 * browser tests against the running publisher and by the unit test of its HTTP side.
 */
import { connect, type Socket } from "node:net";

export interface ServerLimits {
  /** How long the server waits for a request's headers, and for a whole request. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export interface HostileRequest {
  name: string;
  /** The answer's status must be one of these when there is an answer (a 4xx, or 503 when saving fails). */
  statuses: number[];
  /** Whether closing without an answer is as good (a connection over the limit, an endless body). */
  mayCloseSilently: boolean;
  /** How long the server may take, given its limits. */
  limitMs: (limits: ServerLimits) => number;
  /** Writes the request; returns a function that stops whatever it keeps sending. */
  send: (socket: Socket) => () => void;
}

const line = (text: string) => `${text}\r\n`;
const request = (head: string[], body = "") => `${head.map(line).join("")}\r\n${body}`;
const QUICK = () => 5_000;

/** Writes `text` once. */
const once = (text: string | Buffer) => (socket: Socket) => {
  socket.write(text);
  return () => {};
};

export const HOSTILE_REQUESTS: HostileRequest[] = [
  {
    name: "GET // (an empty authority)",
    statuses: [400, 404],
    mayCloseSilently: false,
    limitMs: QUICK,
    send: once(request(["GET // HTTP/1.1", "Host: x"])),
  },
  {
    name: "an absolute-form URL with a port out of range",
    statuses: [400, 404],
    mayCloseSilently: false,
    limitMs: QUICK,
    send: once(request(["GET http://x:99999/ HTTP/1.1", "Host: x"])),
  },
  {
    name: "OPTIONS *",
    statuses: [400, 404, 405],
    mayCloseSilently: false,
    limitMs: QUICK,
    send: once(request(["OPTIONS * HTTP/1.1", "Host: x"])),
  },
  {
    name: "a NUL in the path",
    statuses: [400],
    mayCloseSilently: true,
    limitMs: QUICK,
    send: once(Buffer.from("GET /sta\u0000tus HTTP/1.1\r\nHost: x\r\n\r\n", "latin1")),
  },
  {
    name: "a method HTTP does not know",
    statuses: [400, 404, 405],
    mayCloseSilently: true,
    limitMs: QUICK,
    send: once(request(["BREW /status HTTP/1.1", "Host: x"])),
  },
  {
    name: "the wrong method on the hook",
    statuses: [405],
    mayCloseSilently: false,
    limitMs: QUICK,
    send: once(request(["DELETE /hooks/wordpress HTTP/1.1", "Host: x"])),
  },
  {
    name: "a TLS handshake on the plain port",
    statuses: [400],
    mayCloseSilently: true,
    limitMs: QUICK,
    send: once(Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03])),
  },
  {
    name: "a 10 MB body",
    statuses: [413],
    mayCloseSilently: true,
    limitMs: QUICK,
    send: (socket) => {
      const body = Buffer.alloc(10 * 1024 * 1024, "x");
      socket.write(
        request([
          "POST /hooks/wordpress HTTP/1.1",
          "Host: x",
          "Content-Type: application/json",
          `Content-Length: ${body.length}`,
        ]),
      );
      socket.write(body);
      return () => {};
    },
  },
  {
    name: "a body that never ends (chunked, a byte now and then)",
    statuses: [400, 408, 413],
    mayCloseSilently: true,
    limitMs: ({ requestTimeoutMs }) => requestTimeoutMs + 5_000,
    send: (socket) => {
      socket.write(
        request([
          "POST /hooks/wordpress HTTP/1.1",
          "Host: x",
          "Content-Type: application/json",
          "Transfer-Encoding: chunked",
        ]),
      );
      const drip = setInterval(() => socket.write("1\r\n \r\n"), 200);
      return () => clearInterval(drip);
    },
  },
  {
    name: "a body shorter than its Content-Length",
    statuses: [400, 408],
    mayCloseSilently: true,
    limitMs: ({ requestTimeoutMs }) => requestTimeoutMs + 5_000,
    send: once(
      request(
        [
          "POST /hooks/wordpress HTTP/1.1",
          "Host: x",
          "Content-Type: application/json",
          "Content-Length: 1000",
        ],
        "{",
      ),
    ),
  },
  {
    name: "headers that never end",
    statuses: [400, 408, 431],
    mayCloseSilently: true,
    limitMs: ({ headersTimeoutMs }) => headersTimeoutMs + 5_000,
    send: (socket) => {
      socket.write(line("GET /status HTTP/1.1"));
      let count = 0;
      const drip = setInterval(() => socket.write(line(`X-Slow-${(count += 1)}: 1`)), 200);
      return () => clearInterval(drip);
    },
  },
  {
    name: "100 header lines of 200 bytes",
    statuses: [400, 431],
    mayCloseSilently: true,
    limitMs: QUICK,
    send: once(
      request([
        "GET /status HTTP/1.1",
        "Host: x",
        ...Array.from({ length: 100 }, (_, i) => `X-Flood-${i}: ${"y".repeat(200)}`),
      ]),
    ),
  },
];

/**
 * Sends one hostile request: resolves with the answer's status, or null when the server closed the
 * connection without one; rejects when it did neither within the limit.
 */
export function exchange(
  target: { host: string; port: number },
  hostile: HostileRequest,
  limits: ServerLimits,
): Promise<number | null> {
  const limitMs = hostile.limitMs(limits);
  return new Promise((resolve, reject) => {
    const socket = connect(target.port, target.host);
    let stop = () => {};
    let received = "";
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`${hostile.name}: neither answered nor closed within ${limitMs} ms`));
    }, limitMs);
    function finish() {
      clearTimeout(timer);
      stop();
      socket.destroy();
    }
    socket.on("connect", () => (stop = hostile.send(socket)));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (status) {
        finish();
        resolve(Number(status[1]));
      }
    });
    // The server may close while the client still writes (a 413 before the body ends): that is an answer.
    socket.on("error", () => {});
    socket.on("close", () => {
      finish();
      resolve(null);
    });
  });
}

/** Opens `count` connections that send nothing; resolves once the server has closed every one. */
export function idleConnections(
  target: { host: string; port: number },
  count: number,
  limitMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const sockets: Socket[] = [];
    let open = count;
    const timer = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
      reject(new Error(`${open} of ${count} idle connections were still open after ${limitMs} ms`));
    }, limitMs);
    for (let i = 0; i < count; i += 1) {
      const socket = connect(target.port, target.host);
      sockets.push(socket);
      // Reading, so that the server's close is seen.
      socket.resume();
      socket.on("error", () => {});
      socket.on("close", () => {
        open -= 1;
        if (open === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
}
