/** The anchor of a material in the application center's list, where its search result leads. */
export const materialAnchor = (id: string) => `material-${id}`;

/** Where a material's datasheet page is: /materials/<id>/ (/materials itself redirects to the list). */
export const materialPath = (id: string) => `/materials/${id}/`;
