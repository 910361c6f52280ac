/**
 * The editor's page (/admin/): signs the editor in, opens a session with the content API and starts Decap
 * CMS; says what stands in the way and the site's state in the editor's language (docs/editing.md).
 */
import Keycloak from "./keycloak.js";
import { showBuildStatus } from "./build-status.mjs";
import { contentSession } from "./content-session.mjs";
import { editorLanguage, fill } from "./editor-language.mjs";
import { keepListControlsNamed } from "./list-control-names.mjs";
import { registerPreviews } from "./preview-pane.mjs";
import { wordedRefusals } from "./refusals.mjs";

const RETURN_KEY = "admin-return";
const language = editorLanguage(document.cookie, navigator.languages);
document.documentElement.lang = language;

async function json(name) {
  const response = await fetch(name, { cache: "no-store" });
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  return response.json();
}

const notice = document.getElementById("editor-notice");
function say(text) {
  notice.textContent = text;
  notice.hidden = false;
}

/**
 * A notice that ends the editor's way here, with the ways on: back to the site in the editor's language, and
 * Sign out when the editor is signed in at Keycloak (another account may have the role).
 */
function stop(text, words, keycloak) {
  say(text);
  const ways = document.getElementById("editor-ways");
  const [site, signOut] = [ways.querySelector("a"), ways.querySelector("button")];
  site.href = language === "de" ? "/de/" : "/";
  site.textContent = words.backToSite;
  if (keycloak?.authenticated) {
    signOut.textContent = words.signOut;
    signOut.hidden = false;
    // To the site's root, the one address the realm lets the editor's client return to (docs/editing.md).
    signOut.onclick = () => keycloak.logout({ redirectUri: `${location.origin}/` });
  }
  ways.hidden = false;
}

/**
 * Loads Decap CMS's bundle (it is large: only now, for a signed-in editor) and starts it, its preview pane
 * showing the site's own pages (preview-pane.mjs).
 */
function startDecap(config, texts) {
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "decap-cms.js";
    script.onload = () => {
      registerPreviews(window.CMS, config, { language, words: texts });
      keepListControlsNamed(document.body, texts.listControls);
      window.CMS.init({ config });
      resolve();
    };
    script.onerror = () => reject(new Error("decap-cms.js did not load"));
    document.head.append(script);
  });
}

async function main() {
  const [signIn, allTexts] = await Promise.all([json("sign-in.json"), json("texts.json")]);
  const texts = allTexts[language];
  if (!signIn.keycloak) return stop(texts.notConfigured, texts);
  say(texts.signingIn);

  // The sign-in comes back to /admin/ itself; the entry an editor's link named (#/collections/…) is
  // kept for the way back.
  if (location.hash.startsWith("#/")) sessionStorage.setItem(RETURN_KEY, location.hash);
  const keycloak = new Keycloak(signIn.keycloak);
  let signedIn = false;
  try {
    signedIn = await keycloak.init({
      onLoad: "login-required",
      pkceMethod: "S256",
      checkLoginIframe: false,
      responseMode: "fragment",
      redirectUri: `${location.origin}/admin/`,
    });
  } catch {
    return stop(texts.signInUnavailable, texts);
  }
  // keycloak-js resolves false for a callback it did not start (an unknown state): never taken as signed in.
  if (!signedIn) return stop(texts.signInFailed, texts);
  const back = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  if (back?.startsWith("#/")) history.replaceState(null, "", `${location.pathname}${back}`);

  const session = contentSession({ keycloak, fetch: window.fetch.bind(window) });
  let name;
  try {
    name = await session.open();
  } catch (error) {
    if (error.status === 403) {
      return stop(
        fill(texts.noRole, {
          name: keycloak.tokenParsed?.name ?? "",
          role: signIn.role,
          contact: signIn.contact,
        }),
        texts,
        keycloak,
      );
    }
    return stop(texts.serverUnavailable, texts, keycloak);
  }
  session.keepAlive(() => stop(texts.sessionEnded, texts, keycloak));

  const status = document.getElementById("editor-status");
  status.hidden = false;
  showBuildStatus(
    {
      state: status.querySelector("[data-build-status]"),
      detail: status.querySelector("[data-build-detail]"),
    },
    { texts, language, fetch: window.fetch.bind(window) },
  );
  const signOut = status.querySelector("button");
  signOut.textContent = texts.signOut;
  signOut.addEventListener("click", async () => {
    await session.close();
    localStorage.removeItem("decap-cms-user");
    await keycloak.logout({ redirectUri: `${location.origin}/` });
  });

  notice.hidden = true;
  // Signed in already: Decap's proxy backend would show a "Login" button of its own, which only stores this
  // user. Decap reads it from localStorage (an internal of the pinned decap-cms version; the editor's
  // browser test fails if it changes).
  localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy", name }));
  const config = await json(`config.${language}.json`);
  // Decap shows the content API's refusals as they come: in the editor's language once worded here.
  window.fetch = wordedRefusals(window.fetch.bind(window), texts, {
    origin: location.origin,
    apiPath: config.backend.proxy_url,
  });
  await startDecap(config, texts);
}

// Before its texts could be read, or after: its own words, in both languages.
const COULD_NOT_START = {
  en: { text: "The editor could not start.", backToSite: "Back to the site" },
  de: { text: "Der Editor konnte nicht starten.", backToSite: "Zurück zur Website" },
};
main().catch(() => stop(COULD_NOT_START[language].text, COULD_NOT_START[language]));
