import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TocEntry } from "@/lib/blog/types";
import { setUpTableOfContents } from "./scripts/toc";
import { TableOfContents } from "./table-of-contents";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  /** Reports that `id` entered the band at `top` px from the viewport top. */
  enter(id: string, top: number) {
    const target = document.getElementById(id)!;
    this.callback([
      { target, isIntersecting: true, boundingClientRect: { top } as DOMRectReadOnly },
    ]);
  }
}

const entries: TocEntry[] = [
  { id: "heading-1", text: "Before the first visit", level: 2 },
  { id: "heading-2", text: "What to have ready", level: 3 },
  { id: "heading-3", text: "After the visit", level: 2 },
];

/** The prerendered contents (TableOfContents) and body, before any script ran. */
function renderHtml() {
  return render(
    <>
      <TableOfContents entries={entries} bodyId="body" />
      <div id="body">
        <h2 id="heading-1">Before the first visit</h2>
        <p>Text</p>
        <h3 id="heading-2">What to have ready</h3>
        <h4 id="heading-x">Not listed</h4>
        <h2 id="heading-3">After the visit</h2>
      </div>
    </>,
  );
}

/** The page as the visitor's browser has it: the HTML, then scripts/toc.ts run on it. */
function renderToc() {
  const view = renderHtml();
  setUpTableOfContents(screen.getByRole("navigation"));
  return view;
}

const link = (name: string) => screen.getByRole("link", { name });
const current = () =>
  screen
    .getAllByRole("link")
    .filter((a) => a.getAttribute("aria-current") === "true")
    .map((a) => a.textContent);

let reducedMotion = false;
const scrollIntoView = vi.fn();

beforeEach(() => {
  FakeObserver.instances = [];
  reducedMotion = false;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: query.includes("reduce") && reducedMotion })),
  );
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("TableOfContents", () => {
  it("is a nav labelled 'Table of contents' listing the entries, level 3 indented", () => {
    renderToc();
    const nav = screen.getByRole("navigation", { name: "Table of contents" });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "#heading-1",
      "#heading-2",
      "#heading-3",
    ]);
    expect(link("What to have ready").closest("li")).toHaveClass("pl-4");
    expect(link("Before the first visit").closest("li")).not.toHaveClass("pl-4");
  });

  it("starts watching the body's h2/h3 100 ms after the script runs, with the spec's margins", () => {
    renderToc();
    vi.advanceTimersByTime(99);
    expect(FakeObserver.instances).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(FakeObserver.instances).toHaveLength(1);
    const observer = FakeObserver.instances[0]!;
    expect(observer.options).toEqual({ rootMargin: "-100px 0px -66% 0px" });
    expect(observer.observed.map((el) => el.id)).toEqual(["heading-1", "heading-2", "heading-3"]);
  });

  it("highlights the heading in view with aria-current", () => {
    renderToc();
    vi.advanceTimersByTime(100);
    const observer = FakeObserver.instances[0]!;
    expect(current()).toEqual([]);
    observer.enter("heading-2", 140);
    expect(current()).toEqual(["What to have ready"]);
    expect(link("What to have ready")).toHaveAttribute("aria-current", "true");
    expect(link("What to have ready")).toHaveClass("border-brand-700", "font-bold");
    observer.enter("heading-3", 120);
    expect(current()).toEqual(["After the visit"]);
    expect(link("What to have ready")).not.toHaveClass("border-brand-700", "font-bold");
    expect(link("What to have ready")).toHaveClass("border-transparent");
    // Headings that only left the band keep the last one marked.
    observer.callback([
      {
        target: document.getElementById("heading-3")!,
        isIntersecting: false,
        boundingClientRect: { top: 0 } as DOMRectReadOnly,
      },
    ]);
    expect(current()).toEqual(["After the visit"]);
  });

  it("a click scrolls smoothly to the heading, focuses it, sets the hash and the highlight", () => {
    renderToc();
    fireEvent.click(link("After the visit"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("heading-3"));
    expect(document.getElementById("heading-3")).toHaveFocus();
    expect(window.location.hash).toBe("#heading-3");
    expect(current()).toEqual(["After the visit"]);
  });

  it("jumps instantly under reduced motion", () => {
    reducedMotion = true;
    renderToc();
    fireEvent.click(link("Before the first visit"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
  });

  it("folds on small screens behind a button that reports its state", () => {
    renderToc();
    const toggle = screen.getByRole("button", { name: "Table of Contents" });
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(list).toHaveClass("max-lg:hidden");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(list).not.toHaveClass("max-lg:hidden");
    fireEvent.click(link("What to have ready"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("without JavaScript shows the list open with the toggle disabled; the script folds it", () => {
    renderHtml();
    const toggle = screen.getByRole("button", { name: "Table of Contents" });
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(list).not.toHaveClass("max-lg:hidden");
    setUpTableOfContents(screen.getByRole("navigation"));
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(list).toHaveClass("max-lg:hidden");
    expect(toggle.querySelector("svg")).not.toHaveClass("rotate-180");
    fireEvent.click(toggle);
    expect(toggle.querySelector("svg")).toHaveClass("rotate-180");
  });

  it("renders nothing without entries", () => {
    const { container } = render(<TableOfContents entries={[]} bodyId="body" />);
    expect(container).toBeEmptyDOMElement();
  });
});
