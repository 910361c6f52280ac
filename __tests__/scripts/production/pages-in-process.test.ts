/** @jest-environment node */
import { renderPagesInProcess } from "../../../scripts/production/pages-in-process.mjs";

/* eslint-disable @typescript-eslint/no-require-imports -- the modules gatsby build calls, as it calls them */
const pool = () => require("gatsby/dist/utils/worker/pool");
const renderHtml = () => require("gatsby/dist/utils/worker/child/render-html");
const realFunction = (id: string, name: string) => require(id)[name];
/* eslint-enable @typescript-eslint/no-require-imports */

describe("the pages' HTML in the build's own process", () => {
  const cpuCount = process.env.GATSBY_CPU_COUNT;
  afterEach(() => {
    if (cpuCount === undefined) delete process.env.GATSBY_CPU_COUNT;
    else process.env.GATSBY_CPU_COUNT = cpuCount;
    jest.resetModules();
  });

  it("on one core: Gatsby's pool renders with the worker's own functions, here, and starts no process", async () => {
    process.env.GATSBY_CPU_COUNT = "1";
    renderPagesInProcess(realFunction);
    const workers = pool().create();
    expect(workers.single.renderHTMLProd).toBe(renderHtml().renderHTMLProd);
    expect(workers.single.renderSlices).toBe(renderHtml().renderSlices);
    // What bootstrap and the end of the build ask of every worker settles at once.
    await expect(Promise.all(workers.all.loadConfigAndPlugins({}))).resolves.toHaveLength(1);
    await expect(Promise.all(workers.all.buildSchema())).resolves.toHaveLength(1);
    await expect(workers.restart()).resolves.toBeUndefined();
    await expect(Promise.all(workers.end())).resolves.toHaveLength(1);
  });

  it("on more cores, where the worker runs the queries, Gatsby's pool is left as it is", () => {
    process.env.GATSBY_CPU_COUNT = "3";
    const create = pool().create;
    renderPagesInProcess(realFunction);
    expect(pool().create).toBe(create);
  });

  it("asks for every Gatsby function it stands in for, so a Gatsby without one stops the build", () => {
    process.env.GATSBY_CPU_COUNT = "1";
    const asked: string[] = [];
    renderPagesInProcess((id: string, name: string) => {
      asked.push(`${id.split("/").pop()}.${name}`);
      return realFunction(id, name);
    });
    expect(asked).toEqual([
      "pool.create",
      "render-html.renderHTMLProd",
      "render-html.renderSlices",
      "render-html.renderPartialHydrationProd",
    ]);
  });
});
