/** The texts of the error page (`common:errorPage`); throws when they are missing, like page content does. */
export interface ErrorPageText {
  title: string;
  text: string;
  home: string;
}

const FIELDS: readonly (keyof ErrorPageText)[] = ["title", "text", "home"];

export function errorPageText(commonBundle: unknown): ErrorPageText {
  const value = (commonBundle as { errorPage?: unknown } | null | undefined)?.errorPage;
  const missing = FIELDS.filter((field) => {
    const text = (value as Record<string, unknown> | null | undefined)?.[field];
    return typeof text !== "string" || text.trim() === "";
  });
  if (missing.length > 0)
    throw new Error(`Missing error page texts: common:errorPage.${missing.join(", .")}`);
  return value as ErrorPageText;
}
