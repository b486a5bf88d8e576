/**
 * The translate controls (TranslateControl.astro): each toggle shows its panel (filled from the
 * page's template on first use) and loads
 * Google's widget into it; if the script cannot load, the panel's "unavailable" note (the
 * free interpreter line) shows instead of an empty box. Escape closes an open panel and returns
 * focus to its toggle (inside the mobile menu, without closing the menu too).
 */
import { loadGoogleTranslate } from "@/lib/google-translate";
import { setUpDisclosures } from "./disclosure";

/**
 * A panel's contents, from the page's one `<template data-translate-panel>` the first time it
 * opens: the header's popover and the menu's inline panel share one copy in the HTML. The
 * widget's container takes the id `<panel>-widget` (Google's script renders by id).
 * @internal Exported for its test.
 */
export function fillPanel(panel: HTMLElement): void {
  if (panel.querySelector("[data-translate-target]")) return;
  const template = panel.ownerDocument.querySelector<HTMLTemplateElement>(
    "template[data-translate-panel]",
  );
  if (!template) return;
  const contents = panel.ownerDocument.importNode(template.content, true);
  const target = contents.querySelector<HTMLElement>("[data-translate-target]");
  if (target) target.id = `${panel.id}-widget`;
  panel.append(contents);
}

export function setUpTranslateControls(root: Document = document): void {
  setUpDisclosures(root, "[data-translate-toggle]", (panel) => {
    fillPanel(panel);
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
