import type { WrapPageElementBrowserArgs } from "gatsby";
import { PageI18nOfPage } from "../../src/shared/i18n/page-i18n";
import { Layout, type LayoutPageContext } from "../../src/shared/layout/Layout";

/**
 * Every page gets its language and texts (from its query's `locales`), and the layout, which stays mounted
 * across navigations (header state, the page transition).
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return (
    <PageI18nOfPage page={props}>
      <Layout location={props.location} pageContext={props.pageContext as LayoutPageContext}>
        {element}
      </Layout>
    </PageI18nOfPage>
  );
}
