import { gatsbyStages, profileLine, stageClock } from "../../publisher/publish-profile.mjs";

describe("a publish's profile", () => {
  it("keeps each stage's seconds in the order they ran, a failed stage too", async () => {
    let now = 0;
    const clock = stageClock(() => now);
    await clock.time("build", async () => {
      now += 21_340;
    });
    await expect(
      clock.time("check", async () => {
        now += 60;
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(clock.stages).toEqual([
      { stage: "build", seconds: 21.3 },
      { stage: "check", seconds: 0.1 },
    ]);
    expect(profileLine(clock.stages)).toBe("Profile: build 21.3 s, check 0.1 s");
  });

  it("reads Gatsby's stages from a build's log, a repeated stage summed", () => {
    const log = [
      "$ (The build)",
      "success compile gatsby files - 2.251s",
      "success Checking for changed pages - 0.000s",
      "\x1b[2K\x1b[1A\x1b[2K\x1b[Gsuccess Clean up stale nodes - 0.060s - 88/0 0.00/s",
      "info bootstrap finished - 12.189s",
      "success Checking for changed pages - 0.005s",
      "success Building static HTML for pages - 2.587s - 2/2 0.77/s",
      "warn a line that is no stage - 3s",
      "success onPostBuild - 4.234s",
    ].join("\n");
    expect(gatsbyStages(log)).toEqual([
      { stage: "compile gatsby files", seconds: 2.3 },
      { stage: "Checking for changed pages", seconds: 0 },
      { stage: "Clean up stale nodes", seconds: 0.1 },
      { stage: "bootstrap finished", seconds: 12.2 },
      { stage: "Building static HTML for pages", seconds: 2.6 },
      { stage: "onPostBuild", seconds: 4.2 },
    ]);
  });
});
