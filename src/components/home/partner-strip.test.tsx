import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ComponentProps } from "react";
import { PartnerStrip } from "./partner-strip";

type PartnerData = ComponentProps<typeof PartnerStrip>["partners"][number];

/*
 * The strip moves in CSS (issue 32), so these tests read its classes: what moves, when, and
 * what the server HTML shows before the island runs; a browser (e2e/home.spec.ts) sees it move.
 */

const partners: PartnerData[] = [
  { id: "medicare", name: "Medicare", logo: "/partners/medicare.svg" },
  { id: "aetna", name: "Aetna", logo: "/partners/aetna.svg" },
  { id: "cigna", name: "Cigna", logo: "/partners/cigna.svg" },
];
const copy = {
  pauseLabel: "Pause logo strip",
  playLabel: "Play logo strip",
  listLabel: "Insurance partners",
};
const placeholder = "/partners/placeholder.svg";
const props = { partners, copy, secondsPerLogo: 2, placeholderLogo: placeholder };

let reduce = false;
beforeEach(() => {
  reduce = false;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe("PartnerStrip", () => {
  it("lists every partner logo with the partner's name as alt text", () => {
    render(<PartnerStrip {...props} />);
    const list = screen.getByRole("list", { name: "Insurance partners" });
    expect(list.querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByRole("img", { name: "Aetna" })).toHaveAttribute(
      "src",
      "/partners/aetna.svg",
    );
  });

  it("swaps a logo that fails to load for the placeholder, keeps its alt, and stops there", () => {
    render(<PartnerStrip {...props} />);
    const logo = screen.getByRole("img", { name: "Aetna" });
    fireEvent.error(logo);
    expect(logo).toHaveAttribute("src", placeholder);
    expect(logo).toHaveAttribute("alt", "Aetna");
    // A broken placeholder must not start an error loop: the src stays put.
    fireEvent.error(logo);
    expect(logo).toHaveAttribute("src", placeholder);
    // The other logos are untouched.
    expect(screen.getByRole("img", { name: "Cigna" })).toHaveAttribute(
      "src",
      "/partners/cigna.svg",
    );
  });

  it("Pause shows every logo at once (a wrapped grid); Play scrolls again", () => {
    const { container } = render(<PartnerStrip {...props} />);
    const strip = container.querySelector("[data-partner-strip]")!;
    expect(strip).toHaveAttribute("data-partner-strip", "playing");
    fireEvent.click(screen.getByRole("button", { name: "Pause logo strip" }));
    expect(strip).toHaveAttribute("data-partner-strip", "paused");
    expect(screen.getByRole("list", { name: "Insurance partners" })).toHaveClass("flex-wrap");
    fireEvent.click(screen.getByRole("button", { name: "Play logo strip" }));
    expect(strip).toHaveAttribute("data-partner-strip", "playing");
  });

  it("starts paused under reduced motion; the visitor may still press Play", () => {
    reduce = true;
    const { container } = render(<PartnerStrip {...props} />);
    expect(container.querySelector("[data-partner-strip]")).toHaveAttribute(
      "data-partner-strip",
      "paused",
    );
    expect(screen.getByRole("button", { name: "Play logo strip" })).toBeInTheDocument();
  });

  it("in the server HTML moves in CSS under motion-safe only, a grid under reduced motion or without scripts", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<PartnerStrip {...props} />);
    const track = host.querySelector("[data-partner-track]")!;
    const classes = track.className.split(" ");
    const animations = classes.filter((name) => name.includes("animate-[partner-strip"));
    expect(animations).toEqual([
      "motion-safe:animate-[partner-strip_var(--strip-duration)_linear_infinite_alternate]",
    ]);
    expect(classes).toContain("motion-reduce:flex-wrap");
    expect(classes).toContain("noscript:animate-none!");
    // One logo per step: (3 logos - per view) x 2 s from the first to the last in view.
    expect(track.getAttribute("style")).toContain(
      "--strip-duration:calc((3 - var(--per-view)) * 2s)",
    );
    // Each partner once: no second copy of the row for a loop.
    expect(host.querySelectorAll("[data-partner-logo]")).toHaveLength(3);
  });

  it("under reduced motion the moving row comes only with Play (the visitor chose); Pause makes it the grid", () => {
    reduce = true;
    render(<PartnerStrip {...props} />);
    const track = screen.getByRole("list", { name: "Insurance partners" });
    // Before a choice only motion-safe: moves it, which reduced motion does not match.
    expect(track.className).not.toMatch(/(^| )animate-/);
    fireEvent.click(screen.getByRole("button", { name: "Play logo strip" }));
    expect(track.className).toMatch(/(^| )animate-\[partner-strip/);
    fireEvent.click(screen.getByRole("button", { name: "Pause logo strip" }));
    expect(track.className).not.toMatch(/animate-/);
    expect(track).toHaveClass("flex-wrap");
  });
});
