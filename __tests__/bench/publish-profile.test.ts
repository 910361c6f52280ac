import { medianProfile, profileRows } from "../../bench/publish-profile.mjs";

const profile = (seconds: number, build: number, html: number) => ({
  seconds,
  publisher: [
    { stage: "build", seconds: build },
    { stage: "release", seconds: 1.2 },
  ],
  gatsby: [
    { stage: "compile gatsby files", seconds: 2.3 },
    { stage: "bootstrap finished", seconds: 12.2 },
    { stage: "Building static HTML for pages", seconds: html },
    { stage: "write out requires", seconds: 0.1 },
    { stage: "onPostBuild", seconds: 3 },
  ],
});

describe("a series of publishes' profile", () => {
  it("takes the run of the median total", () => {
    const runs = [profile(30, 27, 3), profile(20, 18, 2), profile(25, 22, 2.5), profile(40, 35, 4)];
    expect(medianProfile(runs)?.seconds).toBe(25);
    expect(medianProfile([])).toBeNull();
  });

  it("splits the build into Gatsby's longer stages and the rest, columns side by side", () => {
    expect(profileRows([profile(25, 22, 2.5), null])).toEqual([
      ["build", 22, "–"],
      ["· compile gatsby files", 2.3, "–"],
      ["· Building static HTML for pages", 2.5, "–"],
      ["· the rest of the build (Node and Gatsby starting, shorter stages)", 17.2, "–"],
      ["release", 1.2, "–"],
      ["publish to live, this run", 25, "–"],
    ]);
  });
});
