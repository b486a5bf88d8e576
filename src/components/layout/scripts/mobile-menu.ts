/**
 * The full-screen menu under 1024 px, a native modal <dialog> (`[data-mobile-menu]`; the page
 * behind is inert). Its Menu and Close buttons are invoker commands (`command="show-modal"` /
 * `"close"`), so it opens and closes even before this script runs or without JavaScript; page
 * scrolling is locked by CSS while it is open (globals.css). This script adds what the platform
 * lacks: Tab stays inside, following a link closes it, widening the window to the desktop menu
 * closes it, and focus returns to the Menu button when it closes, without moving the page.
 */
import { trapTabKey } from "./focus-trap";

/** Width from which the desktop menu replaces this one (spec §9). */
const DESKTOP_MIN_WIDTH_PX = 1024;

export function setUpMobileMenu(root: Document = document): void {
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-mobile-menu]");
  const trigger = dialog && root.querySelector<HTMLButtonElement>(`[commandfor="${dialog.id}"]`);
  if (!dialog || !trigger) return;

  // Browsers without invoker commands: open and close here (a no-op where they exist).
  trigger.addEventListener("click", () => {
    if (!dialog.open) dialog.showModal();
  });
  dialog.querySelector("[data-mobile-menu-close]")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    // The page stays where it was (the trigger is in the sticky header, always in view).
    trigger.focus({ preventScroll: true });
  });
  dialog.addEventListener("keydown", trapTabKey);
  dialog.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) dialog.close();
  });

  const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  wide.addEventListener("change", () => {
    if (wide.matches && dialog.open) dialog.close();
  });
}
