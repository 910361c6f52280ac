export { wrapPageElement } from "./wrap-page-element";
