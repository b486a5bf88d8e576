// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { trackScrollState } from "./scroll-state";

const scrollTo = (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
};

describe("trackScrollState", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.unstubAllGlobals();
  });

  it("marks the header past 10 px and shows scroll to top past 100 px", () => {
    document.body.innerHTML =
      '<header data-site-header data-scrolled="false"></header><button data-scroll-to-top hidden></button>';
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    Object.defineProperty(window, "scrollY", { value: 40, configurable: true });
    trackScrollState();
    const header = document.querySelector("[data-site-header]")!;
    const toTop = document.querySelector<HTMLButtonElement>("[data-scroll-to-top]")!;
    // The first read waits for the next frame (no forced layout in the script's own task).
    expect(header.getAttribute("data-scrolled")).toBe("false");
    frames.forEach((frame) => frame(0));
    expect(header.getAttribute("data-scrolled")).toBe("true");
    expect(toTop.hidden).toBe(true);
    scrollTo(150);
    expect(toTop.hidden).toBe(false);
    scrollTo(5);
    expect(header.getAttribute("data-scrolled")).toBe("false");
    expect(toTop.hidden).toBe(true);
  });
});
