/**
 * The content API's HTTP side on its own listener (nginx passes /api/content to it): the editor's session,
 * the site's state for /admin/ and Decap's proxy protocol (docs/editing.md).
 */
import { ContentPathError } from "./content-paths.mjs";
import { ContentRefused, englishRefusal } from "./content-refused.mjs";
import { TokenRefused } from "./editor-token.mjs";
import {
  SESSION_LIFETIME_S,
  isLoopbackHost,
  mintSession,
  newSignInId,
  readSession,
  sessionCookie,
  sessionFromCookies,
} from "./editor-session.mjs";

export const CONTENT_PATH = "/api/content";
/** A save carries its uploads in base64: a 20 MB PDF is about 27 MB of JSON. */
export const MAX_CONTENT_BYTES = 30 * 1024 * 1024;

/** Decap's actions, each given the request's params and the editor's session (who saves, what they read). */
const ACTIONS = {
  info: (store) => store.info(),
  entriesByFolder: (store, params, session) => store.entriesByFolder(params, session),
  entriesByFiles: (store, params, session) => store.entriesByFiles(params, session),
  getEntry: (store, params, session) => store.getEntry(params, session),
  persistEntry: (store, params, session) => store.persistEntry(params, session),
  getMedia: (store, params, session) => store.getMedia(params, session),
  getMediaFile: (store, params, session) => store.getMediaFile(params, session),
  persistMedia: (store, params, session) => store.persistMedia(params, session),
  deleteFile: (store, params, session) => store.deleteFile(params, session),
  deleteFiles: (store, params, session) => store.deleteFiles(params, session),
  getDeployPreview: () => null,
};

const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a request comes from a page of the site itself: its Origin's host is the Host it asked. */
function sameOrigin(request) {
  const origin = request.headers.origin;
  if (typeof origin !== "string") return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** A session's own requests carry no body worth more than this. */
const SESSION_BODY_BYTES = 1024;

/**
 * @param {import("fastify").FastifyInstance} app
 * @param {{ checkToken: (token: unknown) => Promise<object>, key: Buffer,
 *   revocations: import("./session-revocations.mjs").SessionRevocations,
 *   store: import("./content-store.mjs").ContentStore, status: () => object,
 *   log: (line: string) => void, now?: () => number }} options `now` in seconds.
 */
export function registerContentApi(
  app,
  { checkToken, key, revocations, store, status, log, now = () => Date.now() / 1000 },
) {
  /** A refusal: its English words as `error`, with the code and values /admin/ words it by. */
  const refuse = (reply, status, code, values = {}, problems = null) =>
    reply
      .code(status)
      .send({ error: englishRefusal(code, values), code, values, ...(problems ? { problems } : {}) });
  // Off loopback the cookie is Secure and `__Host-`; the Host is the browser's, whose cookie it is.
  const secureFor = (request) => !isLoopbackHost(request.headers.host);

  /** The session a request's cookie names while it lasts and was not signed out, or null. */
  function sessionOf(request) {
    const value = sessionFromCookies(request.headers.cookie, { secure: secureFor(request) });
    const session = readSession(value, key, Math.floor(now()));
    return session && !revocations.isEnded(session.sid) ? session : null;
  }

  // A refusal before the body is read closes the connection: the rest of the body is never taken in.
  const refuseUnread = (reply, status, code) => refuse(reply.header("Connection", "close"), status, code);
  /** Other origins get 403 before anything else is looked at. */
  const refusedOrigin = async (request, reply) =>
    sameOrigin(request) ? undefined : refuseUnread(reply, 403, "otherOrigin");

  /** Who asks, judged before the body is read: other origins 403 (for changes), no session 401. */
  async function refusedCaller(request, reply, { changes }) {
    if (changes && !sameOrigin(request)) return refuseUnread(reply, 403, "otherOrigin");
    const session = sessionOf(request);
    if (!session) return refuseUnread(reply, 401, "sessionEnded");
    request.editor = session;
    return undefined;
  }

  function fail(reply, error, action) {
    if (error instanceof ContentRefused)
      return refuse(reply, error.status, error.code, error.values, error.problems);
    if (error instanceof ContentPathError) return refuse(reply, 400, "request", { reason: error.message });
    // The sign-in's refusals: /admin/ says these in its own words (src/admin/editor.mjs).
    if (error instanceof TokenRefused) return reply.code(error.status).send({ error: error.message });
    log(`content API ${action} failed: ${error?.stack ?? error}`);
    return refuse(reply, 500, "failed");
  }

  app.decorateRequest("editor", null);

  app.post(
    `${CONTENT_PATH}/session`,
    { bodyLimit: SESSION_BODY_BYTES, onRequest: refusedOrigin },
    async (request, reply) => {
      const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1];
      try {
        const editor = await checkToken(bearer);
        const issuedAt = Math.floor(now());
        // A renewal keeps its sign-in's id, so "Sign out" ends the cookies of the whole sign-in.
        const earlier = sessionOf(request);
        const sid = earlier?.subject === editor.subject ? earlier.sid : newSignInId();
        // The session ends with the token (keycloak-js refreshes it and /admin/ asks again), within 15 minutes.
        const expiresAt = Math.min(editor.expiresAt, issuedAt + SESSION_LIFETIME_S);
        const cookie = mintSession(
          { subject: editor.subject, name: editor.name, email: editor.email },
          { sid, issuedAt, expiresAt },
          key,
        );
        reply.header(
          "Set-Cookie",
          sessionCookie(cookie, { maxAge: expiresAt - now(), secure: secureFor(request) }),
        );
        return reply.send({ name: editor.name, expiresAt });
      } catch (error) {
        return fail(reply, error, "session");
      }
    },
  );

  app.delete(
    `${CONTENT_PATH}/session`,
    { bodyLimit: SESSION_BODY_BYTES, onRequest: refusedOrigin },
    async (request, reply) => {
      const session = sessionOf(request);
      // Every cookie of this sign-in ends within the lifetime from now: remembered that long.
      if (session) await revocations.end(session.sid, Math.floor(now()) + SESSION_LIFETIME_S);
      reply.header("Set-Cookie", sessionCookie("", { maxAge: 0, secure: secureFor(request) }));
      return reply.code(204).send();
    },
  );

  app.get(
    `${CONTENT_PATH}/status`,
    { onRequest: (request, reply) => refusedCaller(request, reply, { changes: false }) },
    async (_request, reply) => reply.send(status()),
  );

  // Fastify's own refusals of the body, in words an editor acts on (Decap shows the `error`).
  const bodyRefused = (error, _request, reply) => {
    if (error.statusCode === 413)
      return refuse(reply, 413, "tooLarge", { megabytes: String(MAX_CONTENT_BYTES / 1024 / 1024) });
    if (error.statusCode >= 400 && error.statusCode < 500)
      return refuse(reply, error.statusCode, "request", { reason: error.message });
    return fail(reply, error, "request");
  };

  app.post(
    CONTENT_PATH,
    {
      bodyLimit: MAX_CONTENT_BYTES,
      errorHandler: bodyRefused,
      // Before a byte of the body is read: a stranger's 30 MB costs nothing.
      onRequest: (request, reply) => refusedCaller(request, reply, { changes: true }),
    },
    async (request, reply) => {
      const session = request.editor;
      // Parsed here, inside a try, so nothing malformed reaches the store.
      let body;
      try {
        body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "");
      } catch {
        return refuse(reply, 400, "request", { reason: "The request is not JSON." });
      }
      const action = isRecord(body) && typeof body.action === "string" ? body.action : "";
      const run = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : null;
      if (!run)
        return refuse(reply, 400, "request", {
          reason: `Unknown action ${JSON.stringify(action.slice(0, 40))}.`,
        });
      const params = isRecord(body.params) ? body.params : {};
      try {
        return reply.send(await run(store, params, session));
      } catch (error) {
        return fail(reply, error, action);
      }
    },
  );
}
