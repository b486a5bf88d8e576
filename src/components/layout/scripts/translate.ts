/**
 * The translate controls (TranslateControl.astro): each toggle shows its panel and loads
 * Google's widget into it; if the script cannot load, the panel's "unavailable" note (the
 * free interpreter line) shows instead of an empty box. Escape closes an open panel and returns
 * focus to its toggle (inside the mobile menu, without closing the menu too).
 */
import { loadGoogleTranslate } from "@/lib/google-translate";
import { setUpDisclosures } from "./disclosure";

export function setUpTranslateControls(root: Document = document): void {
  setUpDisclosures(root, "[data-translate-toggle]", (panel) => {
    const target = panel.querySelector<HTMLElement>("[data-translate-target]");
    const unavailable = panel.querySelector<HTMLElement>("[data-translate-unavailable]");
    if (!target) return;
    if (unavailable) unavailable.hidden = true;
    loadGoogleTranslate(target.id, () => {
      if (unavailable) unavailable.hidden = false;
    });
  });

  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    root.querySelectorAll<HTMLButtonElement>("[data-translate-toggle]").forEach((toggle) => {
      const widget = toggle.closest<HTMLElement>("[data-translate-widget]");
      if (toggle.getAttribute("aria-expanded") !== "true" || !widget) return;
      const focusInside = widget.contains(root.activeElement);
      // The popover closes wherever focus is; the menu's inline panel only when focus is in it
      // (otherwise Escape is the menu's own: it closes the menu).
      if (!focusInside && widget.dataset.translateWidget !== "popover") return;
      toggle.click();
      if (focusInside) {
        event.preventDefault();
        toggle.focus();
      }
    });
  });
}
