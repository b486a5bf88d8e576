/**
 * The desktop menu's dropdowns (the WAI-ARIA disclosure navigation pattern): each
 * `[data-nav-dropdown]` item holds the page link, a button (`aria-controls` names its panel) and
 * the panel. The button shows or hides the panel; hovering opens it too. It closes on Escape
 * (focus back on the button), on a click outside, when focus leaves the item, and when one of
 * its links is followed. Without JavaScript the buttons are hidden and the page links remain.
 */
const HOVER_CLOSE_DELAY_MS = 150;

function setUp(item: HTMLElement): void {
  const button = item.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel =
    button && item.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !panel) return;
  let closeTimer: number | undefined;
  let openedByHover = false;

  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };

  button.addEventListener("click", () => {
    // A mouse click right after hover-opening keeps the list open instead of closing it.
    if (openedByHover) openedByHover = false;
    else setOpen(!isOpen());
  });
  item.addEventListener("mouseenter", () => {
    window.clearTimeout(closeTimer);
    if (!isOpen()) openedByHover = true;
    setOpen(true);
  });
  item.addEventListener("mouseleave", () => {
    openedByHover = false;
    closeTimer = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  });
  item.addEventListener("focusout", (event) => {
    if (!(event.relatedTarget instanceof Node) || !item.contains(event.relatedTarget)) {
      setOpen(false);
    }
  });
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  item.ownerDocument.addEventListener("pointerdown", (event) => {
    if (isOpen() && event.target instanceof Node && !item.contains(event.target)) setOpen(false);
  });
  item.ownerDocument.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
}

export function setUpNavDropdowns(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-nav-dropdown]").forEach(setUp);
}
