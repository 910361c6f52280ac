import { expect, test } from "./support/test";
import { portBeside, startPreviewServer, type PreviewServer } from "./support/preview-server";

// One server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: "serial" });

let server: PreviewServer;
let origin: string;

test.beforeAll(async ({ baseURL }) => {
  server = await startPreviewServer(portBeside(baseURL, 1034));
  origin = server.origin;
});

test.afterAll(() => {
  server.stop();
});

test("the preview server serves pages and sends directory paths to their trailing slash", async ({
  request,
}) => {
  expect((await request.get(`${origin}/de/machines/`)).status()).toBe(200);
  const redirect = await request.get(`${origin}/team?x=1`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/team/?x=1");
});

test("the preview server answers unknown paths with 404 and the page of their language", async ({
  request,
}) => {
  const english = await request.get(`${origin}/missing/`);
  expect(english.status()).toBe(404);
  expect(await english.text()).toContain("This page could not be found");
  const german = await request.get(`${origin}/de/fehlt/`);
  expect(german.status()).toBe(404);
  expect(await german.text()).toContain("Diese Seite konnte nicht gefunden werden");
});
