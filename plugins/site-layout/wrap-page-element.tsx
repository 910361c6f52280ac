import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout, type LayoutPageContext } from "../../src/components/layout/Layout";

/**
 * The layout stays mounted across navigations (header state, later the page transition). Gatsby calls
 * wrapPageElement of plugins in the order they are listed, so this runs inside the i18n providers.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return (
    <Layout location={props.location} pageContext={props.pageContext as LayoutPageContext}>
      {element}
    </Layout>
  );
}
