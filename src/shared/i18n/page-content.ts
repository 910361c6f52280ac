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

/** Problems of a content page, each naming where it is; an empty list when it is well-formed. */
export function pageContentProblems(value: unknown, where: string): string[] {
  const problems: string[] = [];
  const page = (value ?? {}) as Partial<Record<keyof PageContent, unknown>>;
  const meta = (page.meta ?? {}) as Record<string, unknown>;
  const hero = (page.hero ?? {}) as Record<string, unknown>;
  if (!isText(meta.title)) problems.push(`${where}.meta.title is missing`);
  if (!isText(meta.description)) problems.push(`${where}.meta.description is missing`);
  if (!isText(hero.title)) problems.push(`${where}.hero.title is missing`);
  if (!isText(hero.lead)) problems.push(`${where}.hero.lead is missing`);
  if (!Array.isArray(page.sections)) {
    problems.push(`${where}.sections must be a list`);
  } else {
    page.sections.forEach((entry: unknown, index) => {
      const section = (entry ?? {}) as Partial<PageSection>;
      const at = `${where}.sections[${index}]`;
      if (!isText(section.id) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(section.id))
        problems.push(`${at}.id must be kebab-case`);
      if (!isText(section.title)) problems.push(`${at}.title is missing`);
      if (section.paragraphs !== undefined && !isTextList(section.paragraphs))
        problems.push(`${at}.paragraphs must be texts`);
      if (section.list !== undefined && !isTextList(section.list)) problems.push(`${at}.list must be texts`);
      if (section.items !== undefined && !Array.isArray(section.items)) {
        problems.push(`${at}.items must be a list`);
      } else {
        section.items?.forEach((itemEntry: unknown, itemIndex) => {
          const item = (itemEntry ?? {}) as Partial<{ title: string; text: string }>;
          if (!isText(item.title) || !isText(item.text))
            problems.push(`${at}.items[${itemIndex}] needs title and text`);
        });
      }
    });
  }
  if (page.cta !== undefined) {
    const cta = (page.cta ?? {}) as Record<string, unknown>;
    for (const key of ["title", "text", "label", "href"]) {
      if (!isText(cta[key])) problems.push(`${where}.cta.${key} is missing`);
    }
    if (isText(cta.href) && !cta.href.startsWith("/")) problems.push(`${where}.cta.href must be a site path`);
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
  const problems = pageContentProblems(value, keyPrefix ? `${where}:${keyPrefix}` : where);
  if (problems.length > 0) throw new Error(`Malformed page content: ${problems.join("; ")}`);
  return value as PageContent;
}
