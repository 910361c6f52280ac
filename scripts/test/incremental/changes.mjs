/**
 * The changes the incremental-build test (scripts/test/incremental/run.mjs, docs/publishing.md) makes
 * to the sample content: one of each kind a post can change in WordPress and an editor's save, each with what the built site must show once a build has taken it in. The sample news is
 * WordPress's REST answers as files (data/news-sample/posts-page-N.json), so a change is made where
 * WordPress would make it: in the posts as the API lists them.
 */

const NEW_POST_ID = 120;

/** The post of id `id` in `posts`, or the test stops naming it (the sample changed under the test). */
function post(posts, id) {
  const found = posts.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the sample news has no post ${id}`);
  return found;
}

/**
 * Each change: `posts` changes the list of posts (newest first) in place, `files` rewrites files of the
 * repository (an editor's save), `shows` says what a file under public/ must then hold, lack, or that it
 * is gone.
 * @typedef {{ file: string, holds?: string, lacks?: string, gone?: true }} Shown
 * @type {{ name: string, posts?: (posts: any[]) => void, files?: Record<string, (text: string) => string>,
 *   shows: Shown[] }[]}
 */
export const CHANGES = [
  {
    name: "a new post",
    posts: (posts) => {
      const model = post(posts, 107);
      const added = structuredClone(model);
      Object.assign(added, {
        id: NEW_POST_ID,
        slug: "incremental-build-check",
        date: "2026-01-05T10:00:00",
        date_gmt: "2026-01-05T09:00:00",
        title: { rendered: "A post the incremental build takes in" },
        translations: { en: NEW_POST_ID },
      });
      posts.unshift(added);
    },
    shows: [
      { file: "news/incremental-build-check/index.html", holds: "A post the incremental build takes in" },
    ],
  },
  {
    name: "an edited title",
    posts: (posts) => {
      post(posts, 105).title = { rendered: "Copper parameter sets, revised" };
    },
    shows: [{ file: "news/copper-parameter-sets/index.html", holds: "Copper parameter sets, revised" }],
  },
  {
    name: "a trashed post",
    posts: (posts) => posts.splice(posts.indexOf(post(posts, 101)), 1),
    shows: [{ file: "news/formnext-2024-booth/index.html", gone: true }],
  },
  {
    name: "an unpublished post",
    posts: (posts) => {
      post(posts, 104).status = "draft";
    },
    shows: [{ file: "de/news/aconitymidi-plus-vorgestellt/index.html", gone: true }],
  },
  {
    name: "a scheduled post",
    posts: (posts) => {
      Object.assign(post(posts, 103), { status: "future", date: "2030-01-01T10:00:00" });
    },
    shows: [{ file: "news/aconitymidi-plus-release/index.html", gone: true }],
  },
  {
    name: "a renamed slug",
    posts: (posts) => {
      post(posts, 109).slug = "academy-course-dates-2025-revised";
    },
    shows: [
      {
        file: "news/academy-course-dates-2025-revised/index.html",
        holds: "academy-course-dates-2025-revised",
      },
      { file: "news/academy-course-dates-2025/index.html", gone: true },
    ],
  },
  {
    name: "a translation link removed",
    posts: (posts) => {
      post(posts, 107).translations = { en: 107 };
      post(posts, 108).translations = { de: 108 };
    },
    shows: [
      {
        file: "news/heat-exchanger-application-story/index.html",
        lacks: "/de/news/waermeuebertrager-anwendungsbericht/",
      },
    ],
  },
  {
    name: "a renamed category",
    posts: (posts) => {
      for (const each of posts)
        for (const term of each._embedded?.["wp:term"]?.flat() ?? [])
          if (term.id === 16) term.name = "Applications and studies";
    },
    shows: [{ file: "news/category/applications/index.html", holds: "Applications and studies" }],
  },
  {
    name: "a featured image replaced",
    posts: (posts) => {
      const replaced = post(posts, 106);
      replaced.featured_media = 204;
      replaced._embedded["wp:featuredmedia"] = structuredClone(
        post(posts, 108)._embedded["wp:featuredmedia"],
      );
    },
    shows: [{ file: "de/news/parametersaetze-kupfer/index.html", holds: "/heat-exchanger.jpg" }],
  },
  {
    name: "an editor's save of a job and of a German page text",
    files: {
      "data/jobs/process-engineer-lpbf.json": (text) =>
        text.replace('"Process Engineer LPBF (m/f/d)"', '"Process Engineer LPBF and SLS (m/f/d)"'),
      "data/locales/de/jobs.json": (text) =>
        text.replace('"eyebrow": "Karriere"', '"eyebrow": "Karriere bei uns"'),
    },
    shows: [
      { file: "jobs/index.html", holds: "Process Engineer LPBF and SLS (m/f/d)" },
      { file: "de/jobs/index.html", holds: "Karriere bei uns" },
    ],
  },
];
