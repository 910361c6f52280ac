/** The anchor of a material in the application center's list, where its search result leads. */
export const materialAnchor = (id: string) => `material-${id}`;
