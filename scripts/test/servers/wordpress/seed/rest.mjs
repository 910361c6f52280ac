import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The REST API of the test WordPress, as the administrator whose application password start.sh left in
 * the state folder (or, with `anonymous`, as a visitor).
 */
export async function connect(baseUrl, stateDir) {
  const credentials = (await readFile(path.join(stateDir, "app-password"), "utf8")).trim();
  const auth = `Basic ${Buffer.from(credentials).toString("base64")}`;

  /** Calls the REST API; fails with the URL, status and body, because a seed that half-works misleads. */
  async function rest(method, route, { json, body, headers = {}, anonymous = false } = {}) {
    const url = `${baseUrl}/wp-json/wp/v2/${route}`;
    const response = await fetch(url, {
      method,
      headers: {
        ...(anonymous ? {} : { Authorization: auth }),
        ...(json ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(json) : body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
    return { data: JSON.parse(text), headers: response.headers };
  }

  /** Every item of a collection (authenticated, so drafts and private posts are included). */
  async function listAll(route, query) {
    const items = [];
    for (let page = 1; ; page += 1) {
      const { data, headers } = await rest("GET", `${route}?${query}&per_page=100&page=${page}`);
      items.push(...data);
      if (page >= Number(headers.get("x-wp-totalpages") || 1)) return items;
    }
  }

  return { rest, listAll };
}
