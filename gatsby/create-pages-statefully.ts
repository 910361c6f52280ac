// The Node API createPagesStatefully: the legacy redirects, once every page is known (gatsby/hosting/).
export { createPagesStatefully } from "./hosting/legacy-redirects";
