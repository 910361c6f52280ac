import { tagManagerScriptUrl, tagManagerStartEntry } from "../analytics/tag-manager";
import { pushToDataLayer } from "./data-layer";

/**
 * Loads the tag manager container as an external script, once. Google's usual snippet is an inline
 * script, which the Content Security Policy would block (it allows only hashed inline scripts and the
 * tag manager host), so its two steps are done from here.
 */
export function loadTagManager(containerId: string): void {
  const src = tagManagerScriptUrl(containerId);
  if (document.querySelector(`script[src="${src}"]`)) return;
  pushToDataLayer(tagManagerStartEntry(Date.now()));
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
