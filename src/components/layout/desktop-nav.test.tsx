import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DesktopNav } from "./desktop-nav";
import { mainNav } from "@/content/navigation";

/** The page's path, as the .astro page passes it to the island. */
const navigation = { pathname: "/" };

type Observed = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
};
let observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly record: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function showSection(id: string) {
  const observer = observers.at(-1)!;
  const target = observer.targets.find((element) => element.id === id)!;
  act(() =>
    observer.callback(
      [
        {
          target,
          isIntersecting: true,
          intersectionRatio: 0.5,
        } as unknown as IntersectionObserverEntry,
      ],
      observer as unknown as IntersectionObserver,
    ),
  );
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  for (const id of ["home", "services", "whatToExpect", "values", "insurance", "care-in-action"]) {
    const section = document.createElement("section");
    section.id = id;
    document.body.append(section);
  }
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("DesktopNav section tracking on the home page", () => {
  it("observes the home sections with a 0.3 visibility threshold", () => {
    navigation.pathname = "/";
    render(<DesktopNav items={mainNav} pathname={navigation.pathname} />);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.threshold).toBe(0.3);
    expect(observers[0]!.targets.map((target) => target.id)).toEqual([
      "home",
      "services",
      "whatToExpect",
      "values",
      "insurance",
      "care-in-action",
    ]);
  });

  it("highlights the anchor of the section in view, and Services on the services section", async () => {
    navigation.pathname = "/";
    render(<DesktopNav items={mainNav} pathname={navigation.pathname} />);
    const home = screen.getByRole("link", { name: "Home" });
    const services = screen.getByRole("link", { name: "Services" });

    showSection("values");
    await userEvent.click(screen.getByRole("button", { name: "Home page sections" }));
    expect(screen.getByRole("link", { name: "Our Values" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    expect(screen.getByRole("link", { name: "Insurance" })).not.toHaveAttribute("aria-current");
    expect(home).toHaveAttribute("data-active", "true");

    showSection("insurance");
    expect(screen.getByRole("link", { name: "Insurance" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    expect(screen.getByRole("link", { name: "Our Values" })).not.toHaveAttribute("aria-current");

    showSection("services");
    expect(services).toHaveAttribute("data-active", "true");
    expect(home).toHaveAttribute("data-active", "false");
  });

  it("does not track sections on other pages", () => {
    navigation.pathname = "/about";
    render(<DesktopNav items={mainNav} pathname={navigation.pathname} />);
    expect(observers).toHaveLength(0);
    expect(screen.getByRole("link", { name: "About Us" })).toHaveAttribute("data-active", "true");
  });
});
