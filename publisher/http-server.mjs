/**
 * A Fastify server as the publisher's listeners share it: time-outs and a connection budget of its own,
 * JSON bodies kept as raw bytes, no caching, and a 4xx for whatever arrives malformed (docs/architecture.md §8).
 */
import Fastify from "fastify";

const NO_STORE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/**
 * @param {{ headersTimeoutMs: number, requestTimeoutMs: number, keepAliveTimeoutMs: number,
 *   maxConnections: number, maxHeaderBytes: number }} limit
 * @param {{ bodyLimit: number, log: (line: string) => void }} options
 */
export function createHttpServer(limit, { bodyLimit, log }) {
  const app = Fastify({
    logger: false,
    bodyLimit,
    return503OnClosing: true,
    requestTimeout: limit.requestTimeoutMs,
    keepAliveTimeout: limit.keepAliveTimeoutMs,
    // A socket idle this long is closed, one that never sent a byte too.
    connectionTimeout: limit.requestTimeoutMs,
    http: {
      headersTimeout: limit.headersTimeoutMs,
      maxHeaderSize: limit.maxHeaderBytes,
      // How often Node looks for requests past their time-outs (every 30 s by default).
      connectionsCheckingInterval: Math.min(1_000, limit.headersTimeoutMs),
    },
  });
  // Connections beyond this are closed as they come.
  app.server.maxConnections = limit.maxConnections;

  // JSON only (anything else is 415), kept as the raw bytes a signature covers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.addHook("onSend", async (_request, reply) => {
    reply.headers(NO_STORE);
  });

  app.setErrorHandler((error, request, reply) => {
    const code = Number.isInteger(error.statusCode) && error.statusCode >= 400 ? error.statusCode : 500;
    if (code >= 500) log(`${request.method} ${request.routeOptions.url ?? "?"} failed: ${error.message}`);
    // Fastify's own refusals (413, 415, 400) say what was wrong; our errors say nothing of the inside.
    void reply.code(code).send({ error: code >= 500 ? "internal error" : error.message });
  });
  app.setNotFoundHandler((_request, reply) => void reply.code(404).send({ error: "not found" }));
  return app;
}
