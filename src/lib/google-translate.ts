/**
 * The page-translation widget (spec §2). Its third-party script loads only when the visitor
 * opens the translate control; nothing is requested on page load. It reads its words from the
 * page (the widget's source language is `<html lang>`, the select's label the target's
 * `data-select-label`), so the header's script carries no content module.
 */

const TRANSLATE_CALLBACK = "googleTranslateElementInit";
const TRANSLATE_SCRIPT_SRC = `https://translate.google.com/translate_a/element.js?cb=${TRANSLATE_CALLBACK}`;
/** The widget renders late: remove its 'Powered by' text at once, at 1 s and at 3 s. */
const POWERED_BY_RETRY_MS = [0, 1000, 3000] as const;

type TranslateElementCtor = new (options: { pageLanguage: string }, elementId: string) => unknown;

declare global {
  interface Window {
    google?: { translate?: { TranslateElement?: TranslateElementCtor } };
    googleTranslateElementInit?: () => void;
  }
}

/**
 * Removes the widget's 'Powered by Google Translate' text and logo link inside `root`, and
 * labels its language select with the target's `data-select-label`.
 */
function removePoweredBy(root: HTMLElement): void {
  root.querySelectorAll(".goog-logo-link").forEach((link) => {
    const wrapper = link.parentElement;
    const target = wrapper && wrapper.tagName === "SPAN" && !wrapper.id ? wrapper : link;
    target.remove();
  });
  root.querySelectorAll(".goog-te-gadget").forEach((gadget) => {
    gadget.childNodes.forEach((node) => {
      if (node.nodeType === 3 && /powered by/i.test(node.textContent ?? "")) node.remove();
    });
  });
  root.querySelectorAll("select.goog-te-combo:not([aria-label])").forEach((select) => {
    select.setAttribute("aria-label", root.dataset.selectLabel ?? "");
  });
}

/** Runs `removePoweredBy` at each retry delay. */
function schedulePoweredByRemoval(root: HTMLElement): void {
  for (const ms of POWERED_BY_RETRY_MS) {
    if (ms === 0) removePoweredBy(root);
    else window.setTimeout(() => removePoweredBy(root), ms);
  }
}

const pending = new Set<string>();
/** What to do for each waiting element if the script cannot load (offline, blocked). */
const failures = new Map<string, () => void>();

function initInto(elementId: string): void {
  const TranslateElement = window.google?.translate?.TranslateElement;
  const element = document.getElementById(elementId);
  if (!TranslateElement || !element || element.childElementCount > 0) return;
  new TranslateElement({ pageLanguage: document.documentElement.lang || "en" }, elementId);
  schedulePoweredByRemoval(element);
}

/**
 * Renders the widget into the element with `elementId`, loading the script on first use.
 * `onFail` runs if the script cannot load (offline, blocked by the network or an extension);
 * the failed script is removed, so the next call tries again.
 */
export function loadGoogleTranslate(elementId: string, onFail?: () => void): void {
  if (window.google?.translate?.TranslateElement) {
    initInto(elementId);
    return;
  }
  pending.add(elementId);
  if (onFail) failures.set(elementId, onFail);
  window[TRANSLATE_CALLBACK] = () => {
    pending.forEach(initInto);
    pending.clear();
    failures.clear();
  };
  if (document.querySelector("script[data-google-translate]")) return;
  const script = document.createElement("script");
  script.src = TRANSLATE_SCRIPT_SRC;
  script.async = true;
  script.dataset.googleTranslate = "";
  script.addEventListener("error", () => {
    script.remove();
    pending.clear();
    failures.forEach((fail) => fail());
    failures.clear();
  });
  document.body.append(script);
}
