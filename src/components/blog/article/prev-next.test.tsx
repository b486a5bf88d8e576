import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "@/lib/blog/types";
import { PrevNext } from "./prev-next";

const summary = (id: string, title: string): ArticleSummary => ({
  id,
  title,
  excerpt: "An excerpt long enough to stand in for the real one.",
  category: "Nutrition",
  author: "Ana Ruiz, RD",
  publishedAt: "2026-01-02",
  readTime: 5,
  tags: [],
  image: "blog-5",
  featured: false,
});

describe("PrevNext", () => {
  it("links both neighbours with their title and category", () => {
    render(<PrevNext previous={summary("4", "Fourth")} next={summary("6", "Sixth")} />);
    const nav = screen.getByRole("navigation", { name: "More articles" });
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/blog/4", "/blog/6"]);
    expect(links[0]).toHaveTextContent(/Previous Article\s*Fourth\s*Nutrition/);
    expect(links[1]).toHaveTextContent(/Next Article\s*Sixth\s*Nutrition/);
    expect(
      nav.querySelectorAll('[aria-hidden="true"][data-neighbour$="placeholder"]'),
    ).toHaveLength(0);
  });

  it("keeps an empty, hidden placeholder where a neighbour is missing", () => {
    const { container } = render(<PrevNext next={summary("2", "Second")} />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    const placeholder = container.querySelector('[data-neighbour="previous-placeholder"]');
    expect(placeholder).toHaveAttribute("aria-hidden", "true");
    expect(placeholder).toBeEmptyDOMElement();
    // It sits first, in the previous card's grid cell.
    expect(container.querySelector("nav")!.firstElementChild).toBe(placeholder);

    const last = render(<PrevNext previous={summary("14", "Fourteenth")} />);
    expect(last.container.querySelector('[data-neighbour="next-placeholder"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });
});
