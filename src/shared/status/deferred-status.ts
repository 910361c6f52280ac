// The layout's status parts, one chunk loaded when the browser is idle (src/shared/lazy/WhenIdle.tsx).
export { AuthNotice } from "../../sign-in/AuthNotice";
export { ConnectionStatus } from "./ConnectionStatus";
export { LoadingBar } from "./LoadingBar";
