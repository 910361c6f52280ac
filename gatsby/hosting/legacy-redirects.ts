import type { GatsbyNode } from "gatsby";
import { applyFallbacks } from "./fallback";
import { loadRedirectTable } from "./load";
import { sourcePaths } from "./table";
import { checkRedirects } from "./validate";

/**
 * The legacy redirects (data/redirects.json, the products' legacy slugs, data/legacy-news.json) as Gatsby
 * redirects, for hosting adapters that read them. A malformed table, a duplicate source, a chain or a loop
 * stops the build here; a legacy news redirect whose post left WordPress leads to the news index. Targets
 * are checked against the pages after the build (gatsby/on-post-build.ts), which also writes the files for
 * nginx, Netlify-style and plain hosts.
 */
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = ({ actions, reporter, store }) => {
  // createPages has run: the news posts of this build are among the pages.
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, unknown>;
  };
  const { table } = applyFallbacks(loadRedirectTable(program.directory), new Set(pages.keys()));
  const problems = [...table.problems, ...checkRedirects(table)];
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The redirect table has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`,
    );
    return;
  }
  for (const redirect of table.redirects) {
    for (const fromPath of sourcePaths(redirect.from)) {
      // force: the meta-refresh page written at the old path must not shadow the redirect on such hosts.
      actions.createRedirect({
        fromPath,
        toPath: redirect.to,
        isPermanent: true,
        ignoreCase: false,
        force: true,
      });
    }
  }
};
