import type { GatsbyNode } from "gatsby";
import { loadRedirectTable } from "./redirects/load";
import { sourcePaths } from "./redirects/table";
import { checkRedirects } from "./redirects/validate";

/**
 * The legacy redirects (data/redirects.json, the products' legacy slugs, data/legacy-news.json) as Gatsby
 * redirects, for hosting adapters that read them. A malformed table, a duplicate source, a chain or a loop
 * stops the build here; targets are checked against the pages after the build (gatsby/on-post-build.ts),
 * which also writes the files for nginx, Netlify-style and plain hosts.
 */
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = ({ actions, reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const table = loadRedirectTable(program.directory);
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
