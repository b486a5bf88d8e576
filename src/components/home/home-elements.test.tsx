import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FirstVisitSection } from "./first-visit-section";
import { ServicesSection } from "./services-section";
import { ValuesSection } from "./values-section";

/**
 * Issue 32: the home page's lists say the same with fewer elements (parse and style cost on a
 * slow phone). Each item is a grid of its own parts, with no wrapper element around the words.
 */
const tags = (element: Element) =>
  [...element.children].map((child) => child.tagName.toLowerCase());

describe("the home page's lists, without wrappers", () => {
  it("draws each service link as its need, its name and the arrow", () => {
    render(<ServicesSection />);
    const links = within(screen.getAllByRole("list")[0]!).getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) expect(tags(link)).toEqual(["span", "span", "svg"]);
  });

  it("draws each value and each first-visit step as its tile, title and text", () => {
    render(
      <>
        <ValuesSection />
        <FirstVisitSection />
      </>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(6 + 4);
    for (const item of items) expect(tags(item)).toEqual(["span", "h3", "p"]);
  });
});
