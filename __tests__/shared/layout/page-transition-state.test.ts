import {
  initialTransition,
  navigated,
  phaseEnded,
  type PageTransitionState,
} from "../../../src/shared/layout/page-transition-state";

type Page = { key: string };
const page = (key: string): Page => ({ key });

describe("page transition", () => {
  it("fades the old page out, then the new one in, then rests", () => {
    let state: PageTransitionState<Page> = initialTransition("/");
    state = navigated(state, "/jobs/", page("/"), false);
    expect(state).toMatchObject({ currentKey: "/jobs/", leaving: { key: "/" }, phase: "exit" });
    state = phaseEnded(state);
    expect(state).toMatchObject({ currentKey: "/jobs/", leaving: null, phase: "enter" });
    state = phaseEnded(state);
    expect(state).toMatchObject({ currentKey: "/jobs/", leaving: null, phase: "idle" });
  });

  it("swaps pages at once when the visitor asks for less motion", () => {
    const state = navigated(initialTransition<Page>("/"), "/jobs/", page("/"), true);
    expect(state).toMatchObject({ currentKey: "/jobs/", leaving: null, phase: "idle" });
  });

  it("keeps fading the visible page when the visitor moves on during the fade-out", () => {
    const first = navigated(initialTransition<Page>("/"), "/jobs/", page("/"), false);
    const second = navigated(first, "/team/", page("/jobs/"), false);
    expect(second).toMatchObject({
      currentKey: "/team/",
      leaving: { key: "/" },
      phase: "exit",
      run: first.run,
    });
  });

  it("shows the leaving page again when the visitor returns to it during the fade-out", () => {
    const first = navigated(initialTransition<Page>("/"), "/jobs/", page("/"), false);
    const back = navigated(first, "/", page("/jobs/"), false);
    expect(back).toMatchObject({ currentKey: "/", leaving: null, phase: "enter" });
    expect(back.run).toBeGreaterThan(first.run);
  });

  it("fades out a page that was still fading in, restarting the timer", () => {
    const entering = phaseEnded(navigated(initialTransition<Page>("/"), "/jobs/", page("/"), false));
    const next = navigated(entering, "/team/", page("/jobs/"), false);
    expect(next).toMatchObject({ currentKey: "/team/", leaving: { key: "/jobs/" }, phase: "exit" });
    expect(next.run).toBeGreaterThan(entering.run);
  });
});
