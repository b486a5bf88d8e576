import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Logo } from "./logo";

/** The mark's <svg> (the first svg of the logo). */
const markOf = (mode?: "whole" | "define" | "reuse") =>
  render(<Logo mark={mode} />).container.querySelector("svg")!;

describe("Logo's mark", () => {
  it("draws its own shapes by default (a page with one logo, the inbox)", () => {
    const svg = markOf();
    expect(svg.querySelectorAll("rect, path")).toHaveLength(4);
    expect(svg.querySelector("use, symbol")).toBeNull();
  });

  it("defines the shapes once as a symbol and draws it (the header)", () => {
    const svg = markOf("define");
    const symbol = svg.querySelector("symbol#logo-mark")!;
    expect(symbol.getAttribute("viewBox")).toBe("0 0 48 48");
    expect(symbol.querySelectorAll("rect, path")).toHaveLength(4);
    expect(svg.querySelector(":scope > use")!.getAttribute("href")).toBe("#logo-mark");
  });

  it("reuses that symbol with no copy of the shapes (the mobile menu, the footer)", () => {
    const svg = markOf("reuse");
    expect(svg.querySelectorAll("rect, path, symbol")).toHaveLength(0);
    expect(svg.querySelector("use")!.getAttribute("href")).toBe("#logo-mark");
    expect(svg.getAttribute("viewBox")).toBe("0 0 48 48");
    expect(svg).toHaveAttribute("aria-hidden", "true");
  });
});
