import {
  IDLE,
  PAUSE_PROGRESS,
  START_PROGRESS,
  nextProgress,
  type NavigationEvent,
  type NavigationProgress,
} from "../../../src/shared/status/navigation-progress";

const run = (events: NavigationEvent[], from: NavigationProgress = IDLE) => events.reduce(nextProgress, from);

describe("navigation progress", () => {
  it("starts visible at the start mark", () => {
    expect(run(["start"])).toEqual({ phase: "started", progress: START_PROGRESS });
  });

  it("increases in ever smaller steps", () => {
    const first = run(["start", "increase"]);
    const second = nextProgress(first, "increase");
    expect(first.phase).toBe("increasing");
    expect(first.progress).toBeGreaterThan(START_PROGRESS);
    expect(second.progress - first.progress).toBeLessThan(first.progress - START_PROGRESS);
  });

  it("pauses short of the end while the page has not arrived", () => {
    const paused = run(["start", ...Array<NavigationEvent>(40).fill("increase")]);
    expect(paused).toEqual({ phase: "paused", progress: PAUSE_PROGRESS });
    expect(nextProgress(paused, "increase")).toBe(paused);
  });

  it.each([["started"], ["increasing"], ["paused"]] as const)("finishes from %s at full width", (phase) => {
    expect(nextProgress({ phase, progress: 0.5 }, "finish")).toEqual({ phase: "finished", progress: 1 });
  });

  it("stays idle when a navigation finished before the bar appeared", () => {
    expect(run(["finish"])).toBe(IDLE);
  });

  it("fails from any phase, also before the bar appeared", () => {
    expect(run(["fail"])).toEqual({ phase: "failed", progress: 1 });
    expect(run(["start", "increase", "fail"]).phase).toBe("failed");
  });

  it("goes back to idle only after finishing or failing", () => {
    expect(run(["start", "finish", "reset"])).toBe(IDLE);
    expect(run(["fail", "reset"])).toBe(IDLE);
    expect(run(["start", "reset"]).phase).toBe("started");
  });

  it("ignores a second start while a navigation is under way", () => {
    const increasing = run(["start", "increase"]);
    expect(nextProgress(increasing, "start")).toBe(increasing);
  });

  it("starts again after a failure", () => {
    expect(run(["fail", "start"]).phase).toBe("started");
  });

  it("does not grow once finished", () => {
    const finished = run(["start", "finish"]);
    expect(nextProgress(finished, "increase")).toBe(finished);
  });
});
