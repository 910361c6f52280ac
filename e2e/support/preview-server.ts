import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** The local preview (scripts/dev/preview.mjs, docs/hosting.md "Local preview") over public/, for a test file. */
export interface PreviewServer {
  origin: string;
  stop(): void;
}

export async function startPreviewServer(port: number): Promise<PreviewServer> {
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, "..", "..", "scripts", "dev", "preview.mjs")],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`preview server exited with ${code}`)));
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("is served at")) resolve();
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}

/** A port next to the nginx port of this run, so runs side by side on other ports do not collide. */
export function portBeside(baseURL: string | undefined, offset: number): number {
  return Number(new URL(baseURL ?? "http://127.0.0.1:8089").port) + offset;
}
