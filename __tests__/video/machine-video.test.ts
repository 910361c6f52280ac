import fs from "node:fs";
import path from "node:path";
import { embedUrl, machineVideoAt, machineVideoProblems, watchUrl } from "../../src/video/machine-video";

const MACHINE_PAGES_WITH_VIDEO = ["metalLpbf", "polymerSls"];

const machines = (language: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(__dirname, `../../data/locales/${language}/machines.json`), "utf8"));

describe("machine videos", () => {
  it.each(["en", "de"].flatMap((language) => MACHINE_PAGES_WITH_VIDEO.map((page) => [language, page])))(
    "%s/machines:%s has a well-formed video",
    (language, page) => {
      expect(machineVideoProblems((machines(language)[page] as { video?: unknown }).video, page)).toEqual([]);
    },
  );

  it("reports a missing title and a malformed id", () => {
    expect(machineVideoProblems({ id: "https://youtu.be/x", title: " " }, "en/machines:metalLpbf")).toEqual([
      "en/machines:metalLpbf.video.id must be a YouTube video id (11 letters, digits, - or _)",
      "en/machines:metalLpbf.video.title is missing",
    ]);
  });

  it("throws naming the page when a page has no video", () => {
    expect(() => machineVideoAt({ peripherals: {} }, "en/machines", "peripherals")).toThrow(
      "en/machines:peripherals.video.id",
    );
  });

  it("plays from YouTube's no-cookie host, started at once", () => {
    expect(embedUrl("M7lc1UVf-VE")).toBe("https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1");
    expect(watchUrl("M7lc1UVf-VE")).toBe("https://www.youtube.com/watch?v=M7lc1UVf-VE");
  });
});
