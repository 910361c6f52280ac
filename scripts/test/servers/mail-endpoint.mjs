#!/usr/bin/env node
// A local stand-in for the mail service (GATSBY_MAIL_API_URL) for the browser tests, on 127.0.0.1 only.
//   POST /api/emails/send   multipart/form-data, answers {"message":"sent"} as text/html like the service
//   GET  /__received        every request received so far: [{ fields: {name: [values]}, files: [...] }]
//   POST /__fail            {"mode": "500" | "drop" | "not-json", "match"?: "text"}: the next send (whose
//                           fields contain `match`, when given) fails that way
//   GET  /__attempts        every send tried, failed ones too: [{ idempotencyKey, outcome, fields }]
//   POST /__slow            {"mode": "throttle", "bytesPerSecond": n, "minBytes": n} reads the next send of at
//                           least minBytes (by Content-Length) at that rate; {"mode": "stall", "afterBytes": n,
//                           "minBytes": n} stops reading it after afterBytes (and drops it 90 s later)
//   GET  /__uploads         the slowed sends being read now: [{ plan, bytes, slow, stalled }], where plan is
//                           the id that POST /__slow answered with
//   POST /__reset           forgets what was received and any planned failure or slowness
// MAIL_PORT sets the port (default 8093). The slow modes exist only here, for the browser tests of the
// forms' stall time-out; the site knows nothing of them.
import http from "node:http";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import busboy from "busboy";

const port = Number(process.env.MAIL_PORT ?? 8093);
const received = [];
const attempts = [];
const failures = [];
const slowPlans = [];
let nextPlanId = 0;
const uploads = new Set();
// How long a stalled send is held, at most: well past the forms' stall time-out (30 s).
const STALL_HOLD_MS = 90_000;

// Idempotency-Key: the forms send one (the same on a retry), so the real mail service must allow it too.
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET, OPTIONS",
  "Access-Control-Allow-Headers": "Accept, Content-Type, Idempotency-Key",
  "Access-Control-Max-Age": "600",
};

function reply(res, status, body, type = "application/json") {
  res.writeHead(status, {
    ...CORS,
    "Content-Type": `${type}; charset=utf-8`,
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(body);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** The request body as it is read: as it comes, or (with a slow plan) counted and slowed or stopped. */
function bodyOf(req, plan) {
  if (!plan) return req;
  const upload = { plan: plan.id, bytes: 0, slow: plan.mode, stalled: false };
  uploads.add(upload);
  req.on("close", () => uploads.delete(upload));
  async function* read() {
    for await (const chunk of req) {
      upload.bytes += chunk.length;
      yield chunk;
      if (plan.mode === "throttle") await sleep((chunk.length / plan.bytesPerSecond) * 1000);
      if (plan.mode === "stall" && upload.bytes >= plan.afterBytes) {
        // Stop reading: the socket's buffers fill and the browser's upload stops moving.
        // A socket that is not read never notices the browser closing it: end it after STALL_HOLD_MS.
        upload.stalled = true;
        await Promise.race([new Promise((resolve) => req.once("close", resolve)), sleep(STALL_HOLD_MS)]);
        req.socket.destroy();
        return;
      }
    }
  }
  return Readable.from(read());
}

function takeSlowPlan(req) {
  const length = Number(req.headers["content-length"] ?? 0);
  const index = slowPlans.findIndex((plan) => length >= plan.minBytes);
  return index === -1 ? null : slowPlans.splice(index, 1)[0];
}

function parseMultipart(req, body) {
  return new Promise((resolve, reject) => {
    const fields = {};
    const files = [];
    const parser = busboy({ headers: req.headers, limits: { fileSize: 64 * 1024 * 1024 } });
    parser.on("field", (name, value) => (fields[name] ??= []).push(value));
    parser.on("file", (name, stream, info) => {
      const chunks = [];
      // A body cut short (a stalled upload ended by the server, a browser that gave up) errors the file's
      // stream too; unhandled, that would end this server in the middle of a test run.
      stream.on("error", reject);
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const content = Buffer.concat(chunks);
        files.push({
          field: name,
          filename: info.filename,
          mimeType: info.mimeType,
          size: content.length,
          text: content.toString("utf8", 0, 200),
        });
      });
    });
    parser.on("close", () => resolve({ fields, files }));
    parser.on("error", reject);
    body.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(new Error("the browser gave up"));
    });
    body.pipe(parser);
  });
}

function plannedFailure(message) {
  const text = JSON.stringify(message.fields);
  const index = failures.findIndex((failure) => !failure.match || text.includes(failure.match));
  return index === -1 ? null : failures.splice(index, 1)[0];
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
  try {
    if (req.method === "OPTIONS") {
      // A fresh connection for every request: Chromium resends a request that fails on a reused one,
      // which would hide the "drop" failure.
      res.writeHead(204, { ...CORS, Connection: "close" });
      return res.end();
    }
    if (req.method === "GET" && url.pathname === "/__received")
      return reply(res, 200, JSON.stringify(received));
    if (req.method === "GET" && url.pathname === "/__attempts")
      return reply(res, 200, JSON.stringify(attempts));
    if (req.method === "GET" && url.pathname === "/__uploads")
      return reply(res, 200, JSON.stringify([...uploads]));
    if (req.method === "POST" && url.pathname === "/__reset") {
      received.length = 0;
      attempts.length = 0;
      failures.length = 0;
      slowPlans.length = 0;
      return reply(res, 200, "{}");
    }
    if (req.method === "POST" && url.pathname === "/__slow") {
      const plan = JSON.parse((await readBody(req)) || "{}");
      const valid =
        (plan.mode === "throttle" && plan.bytesPerSecond > 0) ||
        (plan.mode === "stall" && plan.afterBytes >= 0);
      if (!valid || !(plan.minBytes >= 0)) return reply(res, 400, '{"error":"unknown plan"}');
      plan.id = nextPlanId += 1;
      slowPlans.push(plan);
      return reply(res, 200, JSON.stringify({ id: plan.id }));
    }
    if (req.method === "POST" && url.pathname === "/__fail") {
      const { mode, match } = JSON.parse((await readBody(req)) || "{}");
      if (!["500", "drop", "not-json"].includes(mode)) return reply(res, 400, '{"error":"unknown mode"}');
      failures.push({ mode, match });
      return reply(res, 200, "{}");
    }
    if (req.method === "POST" && url.pathname === "/api/emails/send") {
      if (!String(req.headers["content-type"]).startsWith("multipart/form-data")) {
        return reply(res, 415, '{"error":"expected multipart/form-data"}');
      }
      const idempotencyKey = req.headers["idempotency-key"] ?? null;
      const message = await parseMultipart(req, bodyOf(req, takeSlowPlan(req)));
      const failure = plannedFailure(message);
      attempts.push({
        at: new Date().toISOString(),
        idempotencyKey,
        outcome: failure?.mode ?? "sent",
        ...message,
      });
      if (failure?.mode === "drop") return req.socket.destroy();
      if (failure?.mode === "500") return reply(res, 500, '{"error":"planned failure"}');
      if (failure?.mode === "not-json")
        return reply(res, 200, "<html><body>Thanks!</body></html>", "text/html");
      received.push({
        at: new Date().toISOString(),
        headers: {
          accept: req.headers.accept,
          referer: req.headers.referer ?? null,
          origin: req.headers.origin ?? null,
          idempotencyKey,
        },
        ...message,
      });
      return reply(res, 200, '{"message":"sent"}', "text/html");
    }
    reply(res, 404, '{"error":"not found"}');
  } catch (error) {
    reply(res, 400, JSON.stringify({ error: String(error) }));
  }
});

server.listen(port, "127.0.0.1", () => console.log(`mail endpoint on http://127.0.0.1:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
