import { afterEach, describe, expect, it, vi } from "vitest";
import onInteract from "./on-interact";

/**
 * An island in the page with a button and a link, and a stand-in for Astro's loader: `load`
 * resolves to `hydrate`, which (like React taking over) gives the button its click handler.
 */
function island() {
  const el = document.createElement("astro-island");
  el.innerHTML = `<button type="button">Next</button><a href="#x">More</a><input>`;
  document.body.append(el);
  const button = el.querySelector("button")!;
  const clicked = vi.fn();
  const hydrate = vi.fn(async () => {
    button.addEventListener("click", clicked);
  });
  const load = vi.fn(async () => hydrate);
  onInteract(load, { name: "interact", value: "" }, el);
  return { el, button, load, hydrate, clicked };
}

afterEach(() => document.body.replaceChildren());

describe("client:interact", () => {
  it("loads nothing until the visitor comes to the island (scrolling past is not using it)", async () => {
    const { load } = island();
    window.dispatchEvent(new Event("scroll"));
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"]) {
    it(`hydrates once on ${type} inside the island`, async () => {
      const { el, load, hydrate } = island();
      el.querySelector("a")!.dispatchEvent(new Event(type, { bubbles: true }));
      el.querySelector("a")!.dispatchEvent(new Event(type, { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce(), { timeout: 20_000 });
      expect(load).toHaveBeenCalledOnce();
    });
  }

  it("gives a button's click before hydration again once hydrated, exactly once", async () => {
    const { el, button, hydrate, clicked } = island();
    const pageHandler = vi.fn();
    el.addEventListener("click", pageHandler);
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.click(); // before the script has arrived
    expect(pageHandler).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledOnce(), { timeout: 20_000 });
    expect(hydrate).toHaveBeenCalledOnce();
    button.click(); // after: an ordinary click, not held
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it("leaves a link's click alone", async () => {
    const { el } = island();
    const link = el.querySelector("a")!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("hydrates at once when focus is already inside", async () => {
    const el = document.createElement("astro-island");
    el.innerHTML = "<input>";
    document.body.append(el);
    el.querySelector("input")!.focus();
    const hydrate = vi.fn(async () => {});
    onInteract(async () => hydrate, { name: "interact", value: "" }, el);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce(), { timeout: 20_000 });
  });
});
