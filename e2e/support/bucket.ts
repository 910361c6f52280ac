/**
 * The bucket the tests release the build to (scripts/test/e2e-bucket.sh sets it up on the test Ceph):
 * requests to its website endpoint, and releases of a folder with the publisher's `npm run release` and
 * `npm run rollback`, as an administrator runs them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import path from "node:path";

export const REPO_DIR = path.join(__dirname, "..", "..");

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with scripts/test/e2e-bucket.sh`);
  return value;
};

/** Whether the live site goes to a bucket too (scripts/test/e2e-live.sh, when the test Ceph runs). */
export const bucketConfigured = (): boolean => Boolean(process.env.BUCKET_NAME);

/** The website endpoint as a browser reaches it: Chromium resolves *.localhost to loopback. */
export const websiteOrigin = () =>
  `http://${env("BUCKET_NAME")}.s3-website.localhost:${env("BUCKET_WEBSITE_PORT")}`;

export interface BucketAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET through the website endpoint (Node does not resolve *.localhost: loopback with the Host header). */
export function bucketGet(pathname: string): Promise<BucketAnswer> {
  const host = `${env("BUCKET_NAME")}.s3-website.localhost:${env("BUCKET_WEBSITE_PORT")}`;
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: "127.0.0.1",
        port: Number(env("BUCKET_WEBSITE_PORT")),
        path: pathname,
        headers: { host },
        timeout: 15_000,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on("error", reject);
      },
    );
    call.on("timeout", () => call.destroy(new Error(`GET ${pathname} from the bucket took over 15 s`)));
    call.on("error", reject);
    call.end();
  });
}

/** The release pointer the publisher keeps in the bucket. */
export async function releasePointer(): Promise<{ live: string | null; deploying: unknown }> {
  const answer = await bucketGet("/.releases/live.json");
  if (answer.status !== 200) throw new Error(`the release pointer answered ${answer.status}`);
  return JSON.parse(answer.body.toString("utf8"));
}

/** The publisher's command line, with the bucket's settings and the publisher's keys only. */
function publisherCommand(script: string, siteDir: string, graceSeconds: number): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(REPO_DIR, "publisher", script)], {
    cwd: REPO_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      PUBLISH_SITE_DIR: siteDir,
      PUBLISH_ROOT: env("BUCKET_PUBLISH_ROOT"),
      PUBLISH_S3_BUCKET: env("BUCKET_NAME"),
      PUBLISH_S3_ENDPOINT: env("BUCKET_S3_ENDPOINT"),
      PUBLISH_S3_GRACE_SECONDS: String(graceSeconds),
      AWS_ACCESS_KEY_ID: env("BUCKET_PUBLISHER_KEY_ID"),
      AWS_SECRET_ACCESS_KEY: env("BUCKET_PUBLISHER_SECRET"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export interface CommandResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * Runs `release-current.mjs` or `rollback.mjs` to its end; `onOutput` sees the output as it comes. The files
 * of releases before are deleted at once unless `graceSeconds` says otherwise.
 */
export function runPublisherCommand(
  script: "release-current.mjs" | "rollback.mjs",
  siteDir: string,
  {
    onOutput = () => {},
    graceSeconds = 0,
  }: { onOutput?: (output: string, child: ChildProcess) => void; graceSeconds?: number } = {},
): Promise<CommandResult> {
  const child = publisherCommand(script, siteDir, graceSeconds);
  let output = "";
  const take = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    onOutput(output, child);
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  return new Promise((resolve) => child.on("close", (code, signal) => resolve({ code, signal, output })));
}

/** "Bucket: r1 live, 12 objects uploaded (3456 bytes), …" → 12. */
export function uploadedCount(output: string): number {
  const match = /Bucket: \S+ live, (\d+) objects uploaded/.exec(output);
  if (!match) throw new Error(`the release did not say what it uploaded:\n${output}`);
  return Number(match[1]);
}
