/**
 * The publisher's HTTP side on Fastify: the site-publisher plugin's signed calls and /status; whatever
 * arrives gets a 4xx (or a 503), never the end of the process (docs/architecture.md §8).
 */
import { createHttpServer } from "./http-server.mjs";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, judgeStatusRead, verifyCall } from "./signature.mjs";
import { publicStatus } from "./status-view.mjs";

const HOOK_PATH = "/hooks/wordpress";
const STATUS_PATH = "/status";
/** A call names post ids and slugs; anything larger is not from the plugin (it sends a rebuild instead). */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * How long a client may take, and how many it may be at once; tests pass shorter ones.
 * @type {Readonly<{ headersTimeoutMs: number, requestTimeoutMs: number, keepAliveTimeoutMs: number,
 *   maxConnections: number, maxHeaderBytes: number }>}
 */
export const DEFAULT_LIMITS = Object.freeze({
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 64,
  maxHeaderBytes: 16 * 1024,
});

/**
 * @param {{ secret: string, queue: { accept(call: object): Promise<string> }, status: () => object,
 *   onCall?: (call: object) => void, log?: (line: string) => void, now?: () => number,
 *   limits?: Partial<typeof DEFAULT_LIMITS> }} options `now` in seconds.
 */
export function createPublisherServer({
  secret,
  queue,
  status,
  onCall = () => {},
  log = () => {},
  now = () => Date.now() / 1000,
  limits = {},
}) {
  const app = createHttpServer({ ...DEFAULT_LIMITS, ...limits }, { bodyLimit: MAX_BODY_BYTES, log });

  app.post(HOOK_PATH, async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const verdict = verifyCall({
      body,
      signature: request.headers[SIGNATURE_HEADER],
      secret,
      now: Math.floor(now()),
    });
    if (!verdict.ok) {
      log(`refused a call from ${request.ip}: ${verdict.reason}`);
      return reply.code(401).send({ error: "refused", code: verdict.code, reason: verdict.reason });
    }
    for (const warning of verdict.warnings) log(`call ${verdict.call.id}: ${warning}`);
    let build;
    try {
      build = await queue.accept(verdict.call);
    } catch (error) {
      log(`call ${verdict.call.id} could not be saved: ${error.message}`);
      return reply.code(503).send({ error: "the call could not be saved; send it again" });
    }
    if (build === "replayed") {
      log(`refused a call from ${request.ip}: replayed call`);
      return reply.code(401).send({ error: "refused", code: "replayed", reason: "replayed call" });
    }
    onCall(verdict.call);
    const { posts, terms, rebuild } = verdict.call;
    log(
      `call ${verdict.call.id}: ${posts.length} post(s), ${terms.length} term(s)${rebuild ? ", rebuild" : ""}: ${build}`,
    );
    return reply.code(202).send({ accepted: verdict.call.id, build });
  });

  app.get(STATUS_PATH, async (request, reply) => {
    const read = judgeStatusRead({
      timestamp: request.headers[TIMESTAMP_HEADER],
      signature: request.headers[SIGNATURE_HEADER],
      secret,
      now: Math.floor(now()),
    });
    if (!read.ok) return reply.code(401).send({ error: "refused", code: read.code, reason: read.reason });
    const current = status();
    return reply.send(read.view === "details" ? current : publicStatus(current));
  });

  // The right path with the wrong method: 405 and what is allowed.
  const allowed = { [HOOK_PATH]: "POST", [STATUS_PATH]: "GET, HEAD" };
  for (const [url, allow] of Object.entries(allowed)) {
    app.route({
      method: ["DELETE", "OPTIONS", "PATCH", "PUT", ...(url === HOOK_PATH ? ["GET", "HEAD"] : ["POST"])],
      url,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header("Allow", allow)
          .send({ error: `${allow} only` }),
    });
  }
  return app;
}
