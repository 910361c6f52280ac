/** @jest-environment node */
import { Serial } from "../../../publisher/content/serial.mjs";

/** A promise and the function that settles it, for a test to end a task when it likes. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe("Serial", () => {
  it("starts a task only once the one before it has finished", async () => {
    const serial = new Serial();
    const first = deferred();
    const order: string[] = [];
    const one = serial.run(async () => {
      order.push("first starts");
      await first.promise;
      order.push("first ends");
    });
    const two = serial.run(async () => order.push("second starts"));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(["first starts"]);
    first.resolve();
    await Promise.all([one, two]);
    expect(order).toEqual(["first starts", "first ends", "second starts"]);
  });

  it("resolves each run with its own task's result", async () => {
    const serial = new Serial();
    await expect(Promise.all([serial.run(() => 1), serial.run(async () => 2)])).resolves.toEqual([1, 2]);
  });

  it("rejects with a failing task's error and still runs the tasks after it", async () => {
    const serial = new Serial();
    const failed = serial.run(async () => {
      throw new Error("disk full");
    });
    const thrown = serial.run(() => {
      throw new Error("bad input");
    });
    const later = serial.run(() => "done");
    await expect(failed).rejects.toThrow("disk full");
    await expect(thrown).rejects.toThrow("bad input");
    await expect(later).resolves.toBe("done");
  });
});
