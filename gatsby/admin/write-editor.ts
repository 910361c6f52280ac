/**
 * After the build: the editor's page in public/admin/, apart from the site's pages, with Decap CMS's
 * prebuilt bundle and what the build knows (docs/architecture.md §10).
 */
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import site from "../../data/site.json";
import type { SiteConfiguration } from "../../src/shared/configuration/read-configuration";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/shared/i18n/languages";
import { parseJsonText } from "../collections/entries";
import { decapConfig, type EditorWords } from "./decap-config";
import { referenceOptions } from "./references";
import type { EditorLanguage } from "./schema-fields";

/** The languages of the editor's interface: the site's (src/admin/editor-language.mjs picks one). */
const EDITOR_LANGUAGES = LANGUAGES as readonly EditorLanguage[];

/** Decap's bundle and the chunks and WebAssembly it loads by itself, beside it (not the source maps). */
const DECAP_FILE = /^(?:decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/;

export async function writeEditorPage({
  repoDir,
  publicDir,
  config,
}: {
  repoDir: string;
  publicDir: string;
  config: Pick<SiteConfiguration, "editorKeycloak" | "editorRole">;
}): Promise<{ files: number }> {
  const out = path.join(publicDir, "admin");
  const source = path.join(repoDir, "src", "admin");
  const locales = path.join(repoDir, "data", "locales");
  // Node's own resolution from the site's root (the compiled gatsby-node bundles its own `require`).
  const resolve = createRequire(path.join(repoDir, "package.json")).resolve;
  const decap = path.join(path.dirname(resolve("decap-cms/package.json")), "dist");
  await mkdir(out, { recursive: true });
  let files = 0;
  const write = async (name: string, content: string) => {
    await writeFile(path.join(out, name), content);
    files += 1;
  };
  const copy = async (from: string, name: string) => {
    await copyFile(from, path.join(out, name));
    files += 1;
  };

  // The page's HTML, style and modules (each .mjs served as .js).
  for (const name of await readdir(source)) {
    if (name.endsWith(".mjs")) {
      const text = await readFile(path.join(source, name), "utf8");
      await write(name.replace(/\.mjs$/, ".js"), text.replace(/(from\s+"\.\/[\w-]+)\.mjs"/g, '$1.js"'));
    } else await copy(path.join(source, name), name);
  }
  await copy(resolve("keycloak-js"), "keycloak.js");
  // Decap comes from node_modules: never committed, never from a CDN.
  for (const name of (await readdir(decap)).filter((file) => DECAP_FILE.test(file))) {
    await copy(path.join(decap, name), name);
  }

  const read = async (language: string, namespace: string) =>
    parseJsonText(await readFile(path.join(locales, language, `${namespace}.json`), "utf8")) as Record<
      string,
      unknown
    >;
  const namespaces = (await readdir(path.join(locales, DEFAULT_LANGUAGE)))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length));
  const texts = Object.fromEntries(
    await Promise.all(
      namespaces.map(async (namespace) => [
        namespace,
        Object.fromEntries(
          await Promise.all(LANGUAGES.map(async (language) => [language, await read(language, namespace)])),
        ),
      ]),
    ),
  );
  const references = referenceOptions(repoDir);
  // One configuration per interface language: Decap's own words follow `locale`, the fields' the schema's.
  for (const language of EDITOR_LANGUAGES) {
    const words = texts.editor[language] as unknown as EditorWords;
    await write(
      `config.${language}.json`,
      JSON.stringify(decapConfig({ language, words, texts, references })),
    );
  }
  // The editor's sign-in and whom to ask for the role.
  await write(
    "sign-in.json",
    JSON.stringify({
      keycloak: config.editorKeycloak,
      role: config.editorRole,
      contact: site.contacts.email,
    }),
  );
  await write("texts.json", JSON.stringify(texts.editor));
  return { files };
}
