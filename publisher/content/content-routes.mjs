/**
 * The content API's HTTP side on the publisher's Fastify server (nginx passes /api/content to it): the
 * editor's session, the site's state for /admin/ and Decap's proxy protocol (docs/editing.md).
 */
import { ContentPathError } from "./content-paths.mjs";
import { ContentRefused } from "./content-refused.mjs";
import { TokenRefused } from "./editor-token.mjs";
import { mintSession, readSession, sessionCookie, sessionFromCookies } from "./editor-session.mjs";

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
  getMedia: (store, params) => store.getMedia(params),
  getMediaFile: (store, params) => store.getMediaFile(params),
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

/**
 * @param {import("fastify").FastifyInstance} app
 * @param {{ checkToken: (token: unknown) => Promise<object>, key: Buffer,
 *   store: import("./content-store.mjs").ContentStore, status: () => object, secureCookies: boolean,
 *   log: (line: string) => void, now?: () => number }} options `now` in seconds.
 */
export function registerContentApi(
  app,
  { checkToken, key, store, status, secureCookies, log, now = () => Date.now() / 1000 },
) {
  const refuse = (reply, status, error) => reply.code(status).send({ error });

  /** The editor of the request's session, or null (and the answer already sent). */
  function editorOf(request, reply, { changes }) {
    if (changes && !sameOrigin(request)) {
      refuse(reply, 403, "The request does not come from the site's own pages.");
      return null;
    }
    const session = readSession(sessionFromCookies(request.headers.cookie), key, Math.floor(now()));
    if (!session) {
      refuse(reply, 401, "Your sign-in has ended: reload the page to sign in again.");
      return null;
    }
    return session;
  }

  function fail(reply, error, action) {
    if (
      error instanceof ContentPathError ||
      error instanceof ContentRefused ||
      error instanceof TokenRefused
    ) {
      return refuse(reply, error.status, error.message);
    }
    log(`content API ${action} failed: ${error?.stack ?? error}`);
    return refuse(reply, 500, "The content could not be read or saved; nothing was changed. Try again.");
  }

  app.post(`${CONTENT_PATH}/session`, async (request, reply) => {
    if (!sameOrigin(request))
      return refuse(reply, 403, "The request does not come from the site's own pages.");
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1];
    try {
      const editor = await checkToken(bearer);
      // The session ends with the token (keycloak-js refreshes it and /admin/ asks again), within 15 minutes.
      const expiresAt = Math.min(editor.expiresAt, Math.floor(now()) + 15 * 60);
      const cookie = mintSession(
        { subject: editor.subject, name: editor.name, email: editor.email },
        expiresAt,
        key,
      );
      reply.header("Set-Cookie", sessionCookie(cookie, { maxAge: expiresAt - now(), secure: secureCookies }));
      return reply.send({ name: editor.name, expiresAt });
    } catch (error) {
      return fail(reply, error, "session");
    }
  });

  app.delete(`${CONTENT_PATH}/session`, async (request, reply) => {
    if (!sameOrigin(request))
      return refuse(reply, 403, "The request does not come from the site's own pages.");
    reply.header("Set-Cookie", sessionCookie("", { maxAge: 0, secure: secureCookies }));
    return reply.code(204).send();
  });

  app.get(`${CONTENT_PATH}/status`, async (request, reply) => {
    if (!editorOf(request, reply, { changes: false })) return reply;
    return reply.send(status());
  });

  // Fastify's own refusals of the body, in words an editor acts on (Decap shows the `error`).
  const bodyRefused = (error, _request, reply) => {
    if (error.statusCode === 413) {
      return refuse(
        reply,
        413,
        `The save with its uploads is over ${MAX_CONTENT_BYTES / 1024 / 1024} MB: upload pictures up to 10 MB and PDFs up to 20 MB. Nothing was saved.`,
      );
    }
    if (error.statusCode >= 400 && error.statusCode < 500)
      return refuse(reply, error.statusCode, error.message);
    return fail(reply, error, "request");
  };

  app.post(
    CONTENT_PATH,
    { bodyLimit: MAX_CONTENT_BYTES, errorHandler: bodyRefused },
    async (request, reply) => {
      const session = editorOf(request, reply, { changes: true });
      if (!session) return reply;
      // Parsed here, inside a try, so nothing malformed reaches the store.
      let body;
      try {
        body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "");
      } catch {
        return refuse(reply, 400, "The request is not JSON.");
      }
      const action = isRecord(body) && typeof body.action === "string" ? body.action : "";
      const run = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : null;
      if (!run) return refuse(reply, 400, `Unknown action ${JSON.stringify(action.slice(0, 40))}.`);
      const params = isRecord(body.params) ? body.params : {};
      try {
        return reply.send(await run(store, params, session));
      } catch (error) {
        return fail(reply, error, action);
      }
    },
  );
}
