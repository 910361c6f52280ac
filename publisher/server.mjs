/**
 * The publisher's HTTP side (Node's own http server; nothing parsed by hand):
 *   POST /hooks/wordpress  a signed call from the site-publisher plugin: 202 and queued, or 401 and nothing
 *   GET  /status           what the publisher is doing, as JSON
 * Debian's `webhook` checks an HMAC rule itself, but cannot refuse a stale or replayed call with 401 nor
 * hold the queue's state for /status; see docs/architecture.md, "Publishing".
 */
import { createServer } from "node:http";
import { ReplayMemory, SIGNATURE_HEADER, verifyCall } from "./signature.mjs";

const HOOK_PATH = "/hooks/wordpress";
const STATUS_PATH = "/status";
/** A call names post ids and slugs; anything larger is not from the plugin. */
const MAX_BODY_BYTES = 256 * 1024;

function answer(response, status, body, headers = {}) {
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  response.end(`${JSON.stringify(body)}\n`);
}

/** The request body, or null when it is larger than the limit. */
function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/**
 * @param {{ secret: string, queue: import("./build-queue.mjs").BuildQueue, status: () => object,
 *   onCall?: (call: object) => void, log?: (line: string) => void, now?: () => number }} options
 *   `now` in seconds.
 */
export function createPublisherServer({
  secret,
  queue,
  status,
  onCall = () => {},
  log = () => {},
  now = () => Date.now() / 1000,
}) {
  const replays = new ReplayMemory();
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://publisher.invalid");
    if (url.pathname === STATUS_PATH) {
      if (request.method !== "GET" && request.method !== "HEAD") {
        return answer(response, 405, { error: "GET only" }, { Allow: "GET, HEAD" });
      }
      return answer(response, 200, status());
    }
    if (url.pathname !== HOOK_PATH) return answer(response, 404, { error: "not found" });
    if (request.method !== "POST") return answer(response, 405, { error: "POST only" }, { Allow: "POST" });

    const body = await readBody(request).catch(() => null);
    if (body === null) return answer(response, 413, { error: "the call is too large" });
    const verdict = verifyCall({
      body,
      signature: request.headers[SIGNATURE_HEADER],
      secret,
      now: Math.floor(now()),
      replays,
    });
    if (!verdict.ok) {
      log(`refused a call from ${request.socket.remoteAddress}: ${verdict.reason}`);
      return answer(response, 401, { error: "refused", reason: verdict.reason });
    }
    onCall(verdict.call);
    const { posts, terms, rebuild } = verdict.call;
    const build = queue.request({ posts, terms, rebuild });
    log(
      `call ${verdict.call.id}: ${posts.length} post(s), ${terms.length} term(s)${rebuild ? ", rebuild" : ""}: ${build}`,
    );
    return answer(response, 202, { accepted: verdict.call.id, build });
  });
}
