/** @jest-environment node */
import { ConditionFailed, readObject, writeObject } from "../../../publisher/bucket/bucket-client.mjs";

/** A client whose every call fails as the SDK fails it: a name, and the HTTP status in $metadata. */
const failing = (status: number, name = "UnknownError") => ({
  send: async () => {
    throw Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });
  },
});

describe("the bucket's answers", () => {
  it("say what was asked and what came back, instead of the SDK's UnknownError", async () => {
    await expect(writeObject(failing(403) as never, "site", "jobs/index.html", "x", {})).rejects.toThrow(
      "The bucket answered writing jobs/index.html with HTTP 403",
    );
    await expect(readObject(failing(500, "InternalError") as never, "site", "a.json")).rejects.toThrow(
      "The bucket answered reading a.json with HTTP 500 InternalError",
    );
  });

  it("take a missing object for none, and a failed condition for a write another made", async () => {
    await expect(readObject(failing(404, "NoSuchKey") as never, "site", "a.json")).resolves.toBeNull();
    await expect(
      writeObject(
        failing(412, "PreconditionFailed") as never,
        "site",
        ".releases/live.json",
        "{}",
        {},
        { ifMatch: "e" },
      ),
    ).rejects.toBeInstanceOf(ConditionFailed);
  });
});
