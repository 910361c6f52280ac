/** @jest-environment node */
import { ReadVersions } from "../../../publisher/content/read-versions.mjs";

const HOUR = 60 * 60 * 1000;

describe("ReadVersions", () => {
  it("gives the id a session last read of a file", () => {
    const versions = new ReadVersions();
    versions.remember("s1", "data/jobs/a.json", "one", 0);
    versions.remember("s1", "data/jobs/a.json", "two", 1);
    expect(versions.get("s1", "data/jobs/a.json")).toBe("two");
  });

  it("tells a file read as missing (null) from one never read (undefined)", () => {
    const versions = new ReadVersions();
    versions.remember("s1", "data/jobs/new.json", null, 0);
    expect(versions.get("s1", "data/jobs/new.json")).toBeNull();
    expect(versions.get("s1", "data/jobs/other.json")).toBeUndefined();
  });

  it("keeps each session's reads apart", () => {
    const versions = new ReadVersions();
    versions.remember("s1", "data/jobs/a.json", "one", 0);
    versions.remember("s2", "data/jobs/a.json", "two", 0);
    expect(versions.get("s1", "data/jobs/a.json")).toBe("one");
    expect(versions.get("s3", "data/jobs/a.json")).toBeUndefined();
  });

  it("forgets a session unused for more than 12 hours once a new session starts", () => {
    const versions = new ReadVersions();
    versions.remember("old", "data/jobs/a.json", "one", 0);
    versions.remember("recent", "data/jobs/a.json", "two", 1 * HOUR);
    versions.remember("new", "data/jobs/a.json", "three", 12 * HOUR + 1);
    expect(versions.get("old", "data/jobs/a.json")).toBeUndefined();
    expect(versions.get("recent", "data/jobs/a.json")).toBe("two");
  });

  it("keeps a session that read again within 12 hours", () => {
    const versions = new ReadVersions();
    versions.remember("s1", "data/jobs/a.json", "one", 0);
    versions.remember("s1", "data/jobs/b.json", "two", 11 * HOUR);
    versions.remember("new", "data/jobs/a.json", "three", 13 * HOUR);
    expect(versions.get("s1", "data/jobs/a.json")).toBe("one");
  });
});
