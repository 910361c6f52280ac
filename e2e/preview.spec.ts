import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";

// One server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: "serial" });

const PORT = 9123;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(process.execPath, [path.join(__dirname, "..", "scripts", "preview.mjs")], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`preview server exited with ${code}`)));
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("is served at")) resolve();
    });
  });
});

test.afterAll(() => {
  server.kill();
});

test("the preview server serves pages and sends directory paths to their trailing slash", async ({
  request,
}) => {
  expect((await request.get(`${ORIGIN}/de/machines/`)).status()).toBe(200);
  const redirect = await request.get(`${ORIGIN}/team?x=1`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/team/?x=1");
});

test("the preview server answers unknown paths with 404 and the page of their language", async ({
  request,
}) => {
  const english = await request.get(`${ORIGIN}/missing/`);
  expect(english.status()).toBe(404);
  expect(await english.text()).toContain("This page could not be found");
  const german = await request.get(`${ORIGIN}/de/fehlt/`);
  expect(german.status()).toBe(404);
  expect(await german.text()).toContain("Diese Seite konnte nicht gefunden werden");
});
