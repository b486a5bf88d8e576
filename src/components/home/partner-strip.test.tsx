import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ComponentProps } from "react";
import { PartnerStrip } from "./partner-strip";

type PartnerData = ComponentProps<typeof PartnerStrip>["partners"][number];

/*
 * Embla needs layout that jsdom lacks; the hook is replaced by a no-op (no API), so these
 * tests cover the logos, the error fallback and the Pause/Play state, not the scrolling itself.
 */
vi.mock("embla-carousel-react", () => ({ default: () => [() => {}, undefined] }));

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
const props = { partners, copy, speed: 1.5, placeholderLogo: placeholder };

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
});
