/**
 * Decap's preview pane shows the entry in the site's own design: a page of the site's build
 * (/editor-preview/, one per language) framed in the pane, sent the entry with postMessage as the editor
 * types. Decap's React and the site's stay apart (docs/editing.md).
 */
import { fill } from "./editor-language.mjs";
import { previewPictures } from "./preview-pictures.mjs";
import { ENTRY_MESSAGE, isReadyMessage } from "./preview-protocol.mjs";

const PAGES = { en: "/editor-preview/", de: "/de/editor-preview/" };
const LANGUAGE_NAMES = { en: "English", de: "Deutsch" };
const PICTURE = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

// Decap's pane is a frame of its own: the site's page fills it below the language switch.
const PANE_STYLE = `
html, body, .frame-root, .frame-content, .site-preview { height: 100%; margin: 0; }
.site-preview { display: flex; flex-direction: column; font: 14px/1.4 system-ui, sans-serif; }
.site-preview__languages { display: flex; gap: 4px; padding: 6px 8px; background: #f2f4f5; }
.site-preview__languages button { font: inherit; padding: 4px 10px; border: 1px solid #454e55; border-radius: 4px;
  background: #fff; color: #1e2327; cursor: pointer; }
.site-preview__languages button[aria-pressed="true"] { background: #22272b; color: #fff; }
.site-preview__languages button:focus-visible { outline: 3px solid #0a66c2; outline-offset: 2px; }
.site-preview iframe { flex: 1; width: 100%; border: 0; }
.site-preview iframe[hidden] { display: none; }
`;

/** Every picture path in the entry (a string naming an image file). */
function picturePaths(value, found = new Set()) {
  if (typeof value === "string") {
    if (PICTURE.test(value)) found.add(value);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) picturePaths(item, found);
  }
  return found;
}

/**
 * A page's texts as the preview page takes them (`{ en: …, de: … }`) and the language being written. Decap
 * keeps a file of page texts per language apart (its i18n, the "texts" collection's only) and writes one
 * language at a time: while the editor writes German, the entry's `data` it hands the preview is the German
 * texts, and the English ones are not in it; `english` is the English texts last seen, for then.
 */
export function pageTexts(data, i18n, english) {
  const others = Object.entries(i18n ?? {}).map(([code, value]) => [code, value?.data ?? {}]);
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const writing = others.find(([, texts]) => same(texts, data))?.[0] ?? "en";
  const texts = Object.fromEntries(others);
  if (writing === "en") texts.en = data;
  else if (english) texts.en = english;
  return { writing, texts };
}

/** The entry as the preview page takes it (a page's texts: see pageTexts). */
function entryOf(entry, isTexts, english) {
  const data = entry.get("data")?.toJS() ?? {};
  if (!isTexts) return { data };
  const { writing, texts } = pageTexts(data, entry.get("i18n")?.toJS(), english);
  return { data: texts, writing };
}

/** The language of the field the editor is in: Decap names a localized text's fields "en" and "de". */
export function fieldLanguage(element) {
  const id = element?.id ?? "";
  const match = /^(en|de)-field-/.exec(id);
  return match ? match[1] : null;
}

/**
 * Registers the preview for every collection and file of `config` under the name Decap looks it up by
 * (a folder collection's name, a file's name); `words` are the editor's texts in its language.
 */
export function registerPreviews(CMS, config, { language, words }) {
  const { h, createClass } = window;
  const origin = location.origin;
  const pictures = previewPictures({
    apiPath: config.backend.proxy_url,
    fetch: window.fetch.bind(window),
    document,
  });

  const SitePreview = createClass({
    getInitialState() {
      return { language };
    },
    componentDidMount() {
      this.opened = new Map();
      this.onMessage = (event) => {
        if (!isReadyMessage(event, origin)) return;
        const frame = this.frames().find((candidate) => candidate.contentWindow === event.source);
        if (frame) this.sendTo(frame);
      };
      this.onFocus = (event) => {
        const focused = fieldLanguage(event.target);
        if (focused && focused !== this.state.language) this.setState({ language: focused });
      };
      window.addEventListener("message", this.onMessage);
      document.addEventListener("focusin", this.onFocus);
      this.writing = this.current().writing;
      if (this.writing && this.writing !== this.state.language) this.setState({ language: this.writing });
      // Decap's own frame around the pane has no name; a screen reader announces it by this one.
      const paneFrame = this.en?.ownerDocument.defaultView?.frameElement;
      if (paneFrame && !paneFrame.title) paneFrame.title = words.preview.pane;
    },
    componentWillUnmount() {
      window.removeEventListener("message", this.onMessage);
      document.removeEventListener("focusin", this.onFocus);
    },
    componentDidUpdate() {
      // A page's texts: the pane follows the language the editor switches to writing in.
      const { data, writing } = this.current();
      if (writing && writing !== this.writing) {
        this.writing = writing;
        if (writing !== this.state.language) return this.setState({ language: writing });
      }
      // One message for both frames: the entry is read (and its pictures looked up) once per change.
      const message = this.message(data);
      for (const frame of this.frames()) this.sendTo(frame, message);
    },
    /** The entry as the preview page takes it, and for a page's texts the language being written. */
    current() {
      const isTexts = this.props.collection.get("name") === "texts";
      const slug = this.props.entry.get("slug");
      const english = this.english?.slug === slug ? this.english.texts : undefined;
      const { data, writing } = entryOf(this.props.entry, isTexts, english);
      if (writing === "en") this.english = { slug, texts: data.en };
      return { data, writing };
    },
    frames() {
      return [this.en, this.de].filter(Boolean);
    },
    /** The message for the preview page of the entry's `data` (from current()). */
    message(data) {
      const { entry, collection } = this.props;
      const slug = entry.get("slug") ?? "";
      const name = collection.get("name");
      const target = collection.get("files") ? `${name}/${slug}` : name;
      // The pictures the entry had when it was opened are the built ones; the preview page shows those.
      const key = `${target} ${slug}`;
      if (!this.opened.has(key)) this.opened.set(key, picturePaths(data));
      const images = {};
      for (const path of picturePaths(data)) {
        if (this.opened.get(key).has(path)) continue;
        const url = pictures.urlOf(path, () => this.forceUpdate());
        if (url) images[path] = url;
      }
      return {
        kind: ENTRY_MESSAGE,
        target,
        slug: collection.get("files") ? "" : slug,
        language,
        entry: data,
        images,
      };
    },
    sendTo(frame, message = this.message(this.current().data)) {
      frame.contentWindow?.postMessage(message, origin);
    },
    render() {
      const shown = this.state.language;
      const switcher = h(
        "div",
        { className: "site-preview__languages", role: "group", "aria-label": words.preview.language },
        Object.keys(PAGES).map((code) =>
          h(
            "button",
            {
              key: code,
              type: "button",
              lang: code,
              "aria-pressed": String(code === shown),
              onClick: () => this.setState({ language: code }),
            },
            LANGUAGE_NAMES[code],
          ),
        ),
      );
      const frames = Object.entries(PAGES).map(([code, src]) =>
        h("iframe", {
          key: code,
          src,
          title: fill(words.preview.frameTitle, { language: LANGUAGE_NAMES[code] }),
          hidden: code !== shown,
          ref: (element) => {
            this[code] = element;
          },
        }),
      );
      return h("div", { className: "site-preview" }, switcher, ...frames);
    },
  });

  CMS.registerPreviewStyle(PANE_STYLE, { raw: true });
  for (const collection of config.collections) {
    const names = collection.files ? collection.files.map((file) => file.name) : [collection.name];
    for (const name of names) CMS.registerPreviewTemplate(name, SitePreview);
  }
}
