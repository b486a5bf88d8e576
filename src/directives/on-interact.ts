import type { ClientDirective } from "astro";

/**
 * What says a visitor is about to use an island: a pointer over it (a mouse's intent, a finger's
 * first contact), a press, a touch, focus moving into it, a key pressed in it. `pointerover`, not
 * `pointerenter`: it bubbles, and an island's element (`display: contents`) has no box of its own.
 */
const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * `client:interact`: hydrate only once the visitor is about to use the island. Its HTML, rendered
 * at build, is the whole first view (a carousel's first slides in a row a thumb can swipe, a
 * field that takes typing); its script (React and the component) costs nothing until then.
 *
 * A press can end in a click before the script has arrived: a click on a button inside the
 * island is held (its default and the page's handlers skipped) and given again once the island
 * has hydrated, so the first press of "Next" or "Pause" is not lost. Links are left alone: a
 * link works without the script.
 */
const onInteract: ClientDirective = (load, _options, el) => {
  let started = false;
  let held: HTMLElement | null = null;

  const holdClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !el.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener("click", holdClick, true);
    // React has taken the island's events from here on: the held click reaches its handler.
    const button: HTMLElement | null = held;
    held = null;
    if (button?.isConnected) button.click();
  };

  el.addEventListener("click", holdClick, true);
  for (const type of INTENT) el.addEventListener(type, start, { passive: true });
  // Focus already inside (a restored focus, an autofocus): the visitor is using it now.
  if (el.contains(document.activeElement)) void start();
};

export default onInteract;

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when the visitor points at, touches, focuses or types in the island. */
    "client:interact"?: boolean;
  }
}
