import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { islandFormProps } from "./form-field";
import { HeldSubmitNotice, useHeldSubmit } from "./held-submit";
import { HELD_ATTRIBUTE, HOLD_SUBMIT_SCRIPT } from "./hold-submit-script";

/** A form as the islands render it: the hold, the notice until hydrated, one Send. */
function IslandForm({ hydrated, onSubmit }: { hydrated: boolean; onSubmit: () => void }) {
  const ref = useHeldSubmit(hydrated);
  return (
    <form
      {...islandFormProps("/needs-javascript", hydrated)}
      ref={ref}
      aria-label="Test form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {hydrated ? null : <HeldSubmitNotice />}
      <button type="submit">Send</button>
    </form>
  );
}

/** An <astro-island> in the page, as Astro wraps each island. */
function island() {
  const element = document.createElement("astro-island");
  document.body.append(element);
  return element;
}

/** A submit as the browser fires it: bubbling, cancelable (its default is the navigation). */
const submitEvent = () => new Event("submit", { bubbles: true, cancelable: true });

afterEach(() => {
  document.body.replaceChildren();
});

describe("the page's hold script (a Send before the island hydrates, issue 31)", () => {
  beforeAll(() => {
    // The inline script as the page runs it (once per page).
    new Function(HOLD_SUBMIT_SCRIPT)();
  });

  it("holds a submit of an island form that has not hydrated: no navigation, React never sees it", () => {
    const container = island();
    const reactRoot = vi.fn();
    container.addEventListener("submit", reactRoot, true);
    render(<IslandForm hydrated={false} onSubmit={() => {}} />, { container });
    const event = submitEvent();
    screen.getByRole("form", { name: "Test form" }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reactRoot).not.toHaveBeenCalled();
    expect(container.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
  });

  it("leaves a hydrated form, and any other form, to themselves", () => {
    const container = island();
    render(<IslandForm hydrated onSubmit={() => {}} />, { container });
    const event = submitEvent();
    screen.getByRole("form", { name: "Test form" }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // by the island's own onSubmit
    expect(container.hasAttribute(HELD_ATTRIBUTE)).toBe(false);

    const other = document.createElement("form");
    island().append(other);
    const plain = submitEvent();
    other.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });
});

describe("useHeldSubmit", () => {
  it("submits a held Send once the island runs, through the form's own onSubmit", () => {
    const container = island();
    container.setAttribute(HELD_ATTRIBUTE, "");
    const onSubmit = vi.fn();
    const { rerender } = render(<IslandForm hydrated={false} onSubmit={onSubmit} />, {
      container,
    });
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<IslandForm hydrated onSubmit={onSubmit} />);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(container.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it("sends nothing when nothing was held", () => {
    const onSubmit = vi.fn();
    render(<IslandForm hydrated onSubmit={onSubmit} />, { container: island() });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says the form is getting ready until the island runs", () => {
    const { rerender } = render(<IslandForm hydrated={false} onSubmit={() => {}} />, {
      container: island(),
    });
    expect(screen.getByRole("status")).toHaveTextContent("Getting the form ready…");
    rerender(<IslandForm hydrated onSubmit={() => {}} />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
