import "./src/styles/fonts.css";
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { chunkLoadSucceeded, installChunkReload } from "./src/shared/errors/chunk-reload";
import { sendNavigationEvent } from "./src/shared/status/navigation-progress-store";
import { watchPageLoadFailures } from "./src/shared/status/page-load-failures";
import { schedulePageView } from "./src/analytics/page-view-schedule";
import { leaveScrollRestorationToGatsby } from "./src/shared/layout/scroll";

/**
 * After every navigation, the first page included: a page view for the tag manager's data layer, the
 * scroll handling left to Gatsby, the loading bar finished, the chunk-reload guard of this path cleared.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  leaveScrollRestorationToGatsby();
  schedulePageView(location, prevLocation);
  sendNavigationEvent("finish"); // the loading bar (src/shared/status/LoadingBar.tsx)
  chunkLoadSucceeded(location.pathname); // a later chunk failure on this path may reload again
};

// Status and failures in the browser: the loading bar's events and the one-time reload of a failed chunk.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installChunkReload();
  watchPageLoadFailures(() => sendNavigationEvent("fail"));
};

// Gatsby calls it only for a navigation whose page has not arrived after a second; onPreRouteUpdate
// comes after the page arrived, too late to start the bar.
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  sendNavigationEvent("start");
};
