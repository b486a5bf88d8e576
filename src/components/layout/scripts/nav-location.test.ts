import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackNavLocation } from "./nav-location";

/**
 * The header's links as the prerendered HTML carries them (DesktopNav.astro): the tracker reads
 * `data-nav-link` / `data-nav-top` and rewrites `data-active` and `aria-current`.
 */
const HEADER = `
  <nav>
    <a data-nav-link data-nav-top href="/">Home</a>
    <a data-nav-link href="/#values">Our Values</a>
    <a data-nav-link href="/#insurance">Insurance</a>
    <a data-nav-link data-nav-top href="/about">About Us</a>
    <a data-nav-link data-nav-top href="/services">Services</a>
    <a data-nav-link href="/services/homemaker">Homemaker</a>
  </nav>`;
const SECTIONS = ["home", "services", "whatToExpect", "values", "insurance", "care-in-action"];

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
let observers: (Observed & { targets: Element[] })[] = [];

class FakeIntersectionObserver {
  private readonly record: Observed & { targets: Element[] };
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {}
}

function showSection(id: string) {
  const observer = observers.at(-1)!;
  const target = observer.targets.find((element) => element.id === id)!;
  observer.callback(
    [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
    observer as unknown as IntersectionObserver,
  );
}

const link = (name: string) =>
  [...document.querySelectorAll("a")].find((a) => a.textContent === name)!;

let stop: () => void = () => {};

function visit(path: string) {
  window.history.replaceState(null, "", path);
  stop = trackNavLocation(document);
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  document.body.innerHTML =
    HEADER + SECTIONS.map((id) => `<section id="${id}"></section>`).join("");
});

afterEach(() => {
  stop();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

describe("trackNavLocation", () => {
  it("observes the home sections with a 0.3 visibility threshold", () => {
    visit("/");
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.threshold).toBe(0.3);
    expect(observers[0]!.targets.map((target) => target.id)).toEqual(SECTIONS);
  });

  it("highlights the anchor of the section in view, and Services on the services section", () => {
    visit("/");
    showSection("values");
    expect(link("Our Values").getAttribute("aria-current")).toBe("location");
    expect(link("Insurance").hasAttribute("aria-current")).toBe(false);
    expect(link("Home").dataset.active).toBe("true");
    expect(link("Home").getAttribute("aria-current")).toBe("page");

    showSection("insurance");
    expect(link("Insurance").getAttribute("aria-current")).toBe("location");
    expect(link("Our Values").hasAttribute("aria-current")).toBe(false);

    showSection("services");
    expect(link("Services").dataset.active).toBe("true");
    expect(link("Home").dataset.active).toBe("false");
  });

  it("follows the URL hash before any section is reported", () => {
    visit("/#values");
    expect(link("Our Values").getAttribute("aria-current")).toBe("location");
    window.history.replaceState(null, "", "/#insurance");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(link("Insurance").getAttribute("aria-current")).toBe("location");
    expect(link("Our Values").dataset.active).toBe("false");
  });

  it("does not track sections on other pages, and marks the page's own item", () => {
    visit("/services/homemaker.html");
    expect(observers).toHaveLength(0);
    expect(link("Services").dataset.active).toBe("true");
    expect(link("Services").hasAttribute("aria-current")).toBe(false);
    expect(link("Homemaker").getAttribute("aria-current")).toBe("page");
    expect(link("About Us").dataset.active).toBe("false");
  });
});
