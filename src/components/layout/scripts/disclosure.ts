/**
 * A button that shows or hides the element its `aria-controls` names: `[data-disclosure]`
 * buttons (the mobile menu's sub-lists, the translate control). `aria-expanded` says the state;
 * the panel's `hidden` follows it (from the start: a panel the HTML leaves visible, for
 * visitors without JavaScript, is hidden here while collapsed). `onOpen` runs each time it opens.
 */
export function setUpDisclosures(
  root: ParentNode,
  selector: string,
  onOpen?: (panel: HTMLElement) => void,
): void {
  root.querySelectorAll<HTMLButtonElement>(selector).forEach((button) => {
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) return;
    panel.hidden = button.getAttribute("aria-expanded") !== "true";
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(open));
      panel.hidden = !open;
      if (open) onOpen?.(panel);
    });
  });
}
