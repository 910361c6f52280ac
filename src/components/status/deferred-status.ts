// The layout's status parts, one chunk loaded when the browser is idle (src/components/lazy/WhenIdle.tsx).
export { AuthNotice } from "../auth/AuthNotice";
export { ConnectionStatus } from "./ConnectionStatus";
export { LoadingBar } from "./LoadingBar";
