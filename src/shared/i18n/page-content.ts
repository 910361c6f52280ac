/** The shape of a content page in a translation namespace (see README "Editing content"). */
export interface PageSection {
  id: string;
  title: string;
  intro?: string;
  paragraphs?: string[];
  list?: string[];
  items?: { title: string; text: string }[];
}

export interface PageContent {
  meta: { title: string; description: string };
  hero: { eyebrow?: string; title: string; lead: string };
  sections: PageSection[];
  cta?: { title: string; text: string; label: string; href: string };
}

function isText(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function isTextList(value: unknown): boolean {
  return Array.isArray(value) && value.every(isText);
}

/**
 * A problem of a content page: where it is ("sections[1].id") and its code, whose words are the `problems`
 * of data/locales/<language>/editor.json (the build says them in English, the editor's preview in the
 * editor's language). No words here: this module reaches the pages' render.
 */
export interface PageContentProblem {
  path: string;
  code: "pageTextMissing" | "pageNotList" | "pageSectionId" | "pageTextList" | "pageItem" | "pageLinkNotPath";
}

/** Problems of a content page; an empty list when it is well-formed. */
export function pageContentProblems(value: unknown): PageContentProblem[] {
  const problems: PageContentProblem[] = [];
  const report = (path: string, code: PageContentProblem["code"]) => problems.push({ path, code });
  const page = (value ?? {}) as Partial<Record<keyof PageContent, unknown>>;
  const meta = (page.meta ?? {}) as Record<string, unknown>;
  const hero = (page.hero ?? {}) as Record<string, unknown>;
  if (!isText(meta.title)) report("meta.title", "pageTextMissing");
  if (!isText(meta.description)) report("meta.description", "pageTextMissing");
  if (!isText(hero.title)) report("hero.title", "pageTextMissing");
  if (!isText(hero.lead)) report("hero.lead", "pageTextMissing");
  if (!Array.isArray(page.sections)) {
    report("sections", "pageNotList");
  } else {
    page.sections.forEach((entry: unknown, index) => {
      const section = (entry ?? {}) as Partial<PageSection>;
      const at = `sections[${index}]`;
      if (!isText(section.id) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(section.id))
        report(`${at}.id`, "pageSectionId");
      if (!isText(section.title)) report(`${at}.title`, "pageTextMissing");
      if (section.paragraphs !== undefined && !isTextList(section.paragraphs))
        report(`${at}.paragraphs`, "pageTextList");
      if (section.list !== undefined && !isTextList(section.list)) report(`${at}.list`, "pageTextList");
      if (section.items !== undefined && !Array.isArray(section.items)) {
        report(`${at}.items`, "pageNotList");
      } else {
        section.items?.forEach((itemEntry: unknown, itemIndex) => {
          const item = (itemEntry ?? {}) as Partial<{ title: string; text: string }>;
          if (!isText(item.title) || !isText(item.text)) report(`${at}.items[${itemIndex}]`, "pageItem");
        });
      }
    });
  }
  if (page.cta !== undefined) {
    const cta = (page.cta ?? {}) as Record<string, unknown>;
    for (const key of ["title", "text", "label", "href"]) {
      if (!isText(cta[key])) report(`cta.${key}`, "pageTextMissing");
    }
    if (isText(cta.href) && !cta.href.startsWith("/")) report("cta.href", "pageLinkNotPath");
  }
  return problems;
}

/** The content page at `keyPrefix` of a namespace bundle; throws naming what is wrong. */
export function pageContentAt(
  bundle: Record<string, unknown>,
  where: string,
  keyPrefix?: string,
): PageContent {
  const value = keyPrefix ? bundle[keyPrefix] : bundle;
  const at = keyPrefix ? `${where}:${keyPrefix}.` : `${where}.`;
  const problems = pageContentProblems(value).map(({ path, code }) => `${at}${path} (${code})`);
  if (problems.length > 0) throw new Error(`Malformed page content: ${problems.join("; ")}`);
  return value as PageContent;
}
