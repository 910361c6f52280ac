import {
  PAGE_VIEW_DELAY_MS,
  TITLE_WAIT_LIMIT_MS,
  schedulePageView,
} from "../../src/analytics/page-view-schedule";

jest.mock("../../src/shared/configuration/public-configuration", () => ({
  publicConfiguration: { gtmId: "GTM-TEST001" },
}));

const at = (pathname: string, search = "") => ({ pathname, search });

describe("schedulePageView", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete window.dataLayer;
    document.title = "Old page";
  });
  afterEach(() => jest.useRealTimers());

  it("pushes the page view after the delay, with the title the page has by then", () => {
    schedulePageView(at("/de/academy/"), at("/de/"));
    document.title = "Akademie | Aconity3D";
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(window.dataLayer).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ routeName: "academy___de", pageTitle: "Akademie | Aconity3D" }),
    ]);
  });

  it("never counts a draft preview or the editor's preview, in either language", () => {
    schedulePageView(at("/preview/", "?post=1&token=x"), null);
    schedulePageView(at("/de/preview/", "?post=1&token=x"), at("/de/"));
    schedulePageView(at("/editor-preview/"), null);
    schedulePageView(at("/de/editor-preview/"), at("/de/"));
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS + TITLE_WAIT_LIMIT_MS);
    expect(window.dataLayer).toBeUndefined();
  });

  it("waits for the new page's title when it is late", async () => {
    schedulePageView(at("/jobs/"), at("/"));
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(window.dataLayer).toBeUndefined();
    document.title = "Jobs | Aconity3D";
    await Promise.resolve(); // the MutationObserver's microtask
    expect(window.dataLayer).toEqual([expect.objectContaining({ pageTitle: "Jobs | Aconity3D" })]);
  });

  it("pushes with the title it has when the new title never comes", () => {
    schedulePageView(at("/jobs/"), at("/"));
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS + TITLE_WAIT_LIMIT_MS);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ routeName: "jobs___en", pageTitle: "Old page" }),
    ]);
  });

  it("does not wait on the first page or for a move within the same page", () => {
    schedulePageView(at("/"), null);
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    const movedWithinPage = { pathname: "/", search: "", hash: "#contact" };
    schedulePageView(movedWithinPage, at("/"));
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(window.dataLayer).toHaveLength(2);
  });

  it("does not count a page left before the delay", () => {
    schedulePageView(at("/academy/"), at("/"));
    jest.advanceTimersByTime(100);
    schedulePageView(at("/jobs/"), at("/academy/"));
    document.title = "Jobs | Aconity3D";
    jest.runAllTimers();
    expect(window.dataLayer).toEqual([expect.objectContaining({ routeName: "jobs___en" })]);
  });
});
