/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { ActionLink } from "../../../src/shared/links/ActionLink";

describe("ActionLink as served", () => {
  it("is a plain link to the page that does the job, claiming nothing it cannot do yet", () => {
    const html = renderToString(
      <ActionLink href="/search/" onAction={() => undefined} enhanced={{ "aria-haspopup": "dialog" }}>
        Search
      </ActionLink>,
    );
    expect(html).toBe('<a href="/search/">Search</a>');
  });
});
