import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "@playwright/test";

/** The rules of WCAG 2.2 level A and AA that axe can check. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * The WCAG 2.2 AA violations axe finds on the page as it is now, one line each ("rule: help (targets)").
 *
 * A page without frames is checked by axe-core itself, put into the document once: AxeBuilder injects it
 * again on every call and opens a page of its own to merge the frames' results, which cost three times the
 * check (0.5 s against 1.5 s a page, measured on the site's pages). A page with frames gets AxeBuilder,
 * which checks inside them too.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  let results: AxeResults;
  if (page.frames().length > 1) {
    results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  } else {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    results = await page.evaluate(
      // Not `resultTypes: ["violations"]`: it trims the nodes that rules such as landmark-unique compare
      // across, and then reports false violations.
      (tags) => window.axe!.run(document, { runOnly: { type: "tag", values: tags }, iframes: false }),
      WCAG_TAGS,
    );
  }
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** The WCAG 2.2 AA violations within the elements `selector` names (a page's own part beside another's). */
export async function wcagViolationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
