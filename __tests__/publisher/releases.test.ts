/** @jest-environment node */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  carriedAssetTest,
  createRelease,
  listReleases,
  liveRelease,
  previousRelease,
  pruneReleases,
  releaseDir,
  switchLive,
} from "../../publisher/releases.mjs";

let root: string;
let publicDir: string;

function write(file: string, content = "x") {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A build in public/: one page and the hashed assets named. */
function build(page: string, assets: string[]) {
  rmSync(publicDir, { recursive: true, force: true });
  write(path.join(publicDir, "index.html"), page);
  for (const asset of assets) write(path.join(publicDir, asset), asset);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "releases-"));
  publicDir = path.join(root, "site-public");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const APP_1 = "app-0123456789abcdef0123.js";
const APP_2 = "app-fedcba9876543210fedc.js";

describe("release folders", () => {
  it("copies the build, so the next build cannot change a release", async () => {
    build("one", [APP_1]);
    await createRelease(root, publicDir, "20261124T100000000Z");
    write(path.join(publicDir, "index.html"), "changed in place");
    expect(readFileSync(path.join(releaseDir(root, "20261124T100000000Z"), "index.html"), "utf8")).toBe(
      "one",
    );
  });

  it("shares each unchanged file with the live release and writes only what changed", async () => {
    build("one", [APP_1, "static/aaaa/photo.jpg", "news/post/index.html"]);
    write(path.join(publicDir, "same-size.html"), "aaaa");
    write(path.join(publicDir, "link-target"), "x");
    symlinkSync("link-target", path.join(publicDir, "a-link"));
    const first = await createRelease(root, publicDir, "20261124T100000000Z");
    expect([first.shared, first.written]).toEqual([0, 6]);
    await switchLive(root, "20261124T100000000Z");

    write(path.join(publicDir, "index.html"), "two");
    write(path.join(publicDir, "same-size.html"), "aaab"); // same size, other bytes
    write(path.join(publicDir, "news/new/index.html"), "new");
    const second = await createRelease(root, publicDir, "20261124T110000000Z");
    expect([second.shared, second.written]).toEqual([4, 3]);

    const inode = (id: string, file: string) => statSync(path.join(releaseDir(root, id), file)).ino;
    for (const file of [APP_1, "static/aaaa/photo.jpg", "news/post/index.html", "link-target"])
      expect(inode("20261124T110000000Z", file)).toBe(inode("20261124T100000000Z", file));
    for (const file of ["index.html", "same-size.html"])
      expect(inode("20261124T110000000Z", file)).not.toBe(inode("20261124T100000000Z", file));
    const read = (id: string, file: string) => readFileSync(path.join(releaseDir(root, id), file), "utf8");
    expect(read("20261124T110000000Z", "same-size.html")).toBe("aaab");
    expect(read("20261124T100000000Z", "same-size.html")).toBe("aaaa");
    expect(read("20261124T100000000Z", "index.html")).toBe("one");
    expect(readlinkSync(path.join(releaseDir(root, "20261124T110000000Z"), "a-link"))).toBe("link-target");
    // Nothing is ever linked into public/, which the next build rewrites.
    expect(statSync(path.join(publicDir, APP_1)).nlink).toBe(1);
  });

  it("compares a deep tree with a bounded number of open files", () => {
    // 8 × 8 × 8 folders of 8 files, the same in the live release: every file is compared with its twin.
    const tree = (dir: string) => {
      for (const a of "abcdefgh")
        for (const b of "abcdefgh")
          for (const c of "abcdefgh")
            for (const file of "abcdefgh")
              write(path.join(dir, a, b, c, `${file}.html`), `${a}${b}${c}${file}`);
    };
    tree(path.join(root, "live"));
    tree(publicDir);
    const script = `
      import { copySharing } from ${JSON.stringify(path.resolve("publisher/release-copy.mjs"))};
      const counts = await copySharing(process.argv[1], process.argv[2], process.argv[3]);
      console.log(JSON.stringify(counts));`;
    // 128 file handles: far more than the copy needs, far fewer than comparing every file at once would.
    const output = execFileSync(
      "bash",
      [
        "-c",
        'ulimit -n 128 && exec node --input-type=module -e "$0" "$@"',
        script,
        publicDir,
        path.join(root, "new"),
        path.join(root, "live"),
      ],
      { encoding: "utf8" },
    );
    expect(JSON.parse(output)).toEqual({ shared: 4096, written: 0 });
  });

  it("keeps the hashed assets of the releases before, but only those they built themselves", async () => {
    build("one", [APP_1, `${APP_1}.gz`, "static/aaaa/photo.jpg"]);
    await createRelease(root, publicDir, "20261124T100000000Z");
    build("two", [APP_2]);
    const { carried } = await createRelease(root, publicDir, "20261124T110000000Z");
    expect(carried).toBe(3);
    const second = releaseDir(root, "20261124T110000000Z");
    expect(readFileSync(path.join(second, APP_1), "utf8")).toBe(APP_1);
    expect(existsSync(path.join(second, `${APP_1}.gz`))).toBe(true);
    // Linked, not copied: a carried folder costs no bytes.
    const first = releaseDir(root, "20261124T100000000Z");
    expect(statSync(path.join(second, "static/aaaa/photo.jpg")).ino).toBe(
      statSync(path.join(first, "static/aaaa/photo.jpg")).ino,
    );

    // The fourth release no longer carries the first's chunk: it was built three releases ago.
    build("three", []);
    await createRelease(root, publicDir, "20261124T120000000Z", { carryFrom: 1 });
    expect(existsSync(path.join(releaseDir(root, "20261124T120000000Z"), APP_1))).toBe(false);
    expect(existsSync(path.join(releaseDir(root, "20261124T120000000Z"), APP_2))).toBe(true);
  });

  it("tells a release's own assets from those it carries, for the bucket", async () => {
    build("one", [APP_1, "static/aaaa/photo.jpg"]);
    await createRelease(root, publicDir, "20261124T100000000Z");
    build("two", [APP_2, "static/bbbb/photo.jpg"]);
    await createRelease(root, publicDir, "20261124T110000000Z");
    const carried = await carriedAssetTest(root, "20261124T110000000Z");
    expect([APP_1, "static/aaaa/photo.jpg"].map(carried)).toEqual([true, true]);
    expect([APP_2, "static/bbbb/photo.jpg", "index.html", "page-data/app-data.json"].map(carried)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // A release without its record counts nothing as carried: every file of it goes up.
    rmSync(path.join(root, "releases", "20261124T110000000Z.json"));
    expect((await carriedAssetTest(root, "20261124T110000000Z"))(APP_1)).toBe(false);
  });

  it("carries nothing when asked to carry from no release", async () => {
    build("one", [APP_1]);
    await createRelease(root, publicDir, "20261124T100000000Z");
    build("two", [APP_2]);
    expect(await createRelease(root, publicDir, "20261124T110000000Z", { carryFrom: 0 })).toMatchObject({
      carried: 0,
    });
    expect(existsSync(path.join(releaseDir(root, "20261124T110000000Z"), APP_1))).toBe(false);
  });

  it("switches live with one rename of a symlink, and goes back", async () => {
    build("one", []);
    await createRelease(root, publicDir, "20261124T100000000Z");
    build("two", []);
    await createRelease(root, publicDir, "20261124T110000000Z");
    expect(await liveRelease(root)).toBeNull();
    await switchLive(root, "20261124T100000000Z");
    await switchLive(root, "20261124T110000000Z");
    expect(readlinkSync(path.join(root, "live"))).toBe(path.join("releases", "20261124T110000000Z"));
    expect(readFileSync(path.join(root, "live", "index.html"), "utf8")).toBe("two");
    expect(await previousRelease(root)).toBe("20261124T100000000Z");
    // No temporary link is left behind.
    expect(readdirSync(root).filter((name) => name.startsWith("live"))).toEqual(["live"]);
  });

  it("refuses to switch to a release that does not exist", async () => {
    await expect(switchLive(root, "20261124T100000000Z")).rejects.toThrow(/no release 20261124T100000000Z/);
  });

  it("drops the oldest releases beyond the number kept, never the live one", async () => {
    const ids = ["20261124T100000000Z", "20261124T110000000Z", "20261124T120000000Z", "20261124T130000000Z"];
    for (const id of ids) {
      build(id, []);
      await createRelease(root, publicDir, id);
    }
    await switchLive(root, ids[0]);
    expect(await pruneReleases(root, 2)).toEqual([ids[1]]);
    expect(await listReleases(root)).toEqual([ids[0], ids[2], ids[3]]);
    expect(existsSync(path.join(root, "releases", `${ids[1]}.json`))).toBe(false);
  });
});
