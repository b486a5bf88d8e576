import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { counties, countyTitle } from "@/content/counties";
import { contactCopy } from "@/content/contact";
import { CountyList } from "./county-list";
import { TrustPanel } from "./trust-panel";

/**
 * Issue 32: /contact's side cards say the same with fewer elements (parse and style cost on a
 * slow phone): a county's dot is its item's ::before, a promise's title and text sit in the
 * item's grid beside the icon, with no wrapper.
 */
describe("/contact's side cards", () => {
  it("lists the ten counties, each item its name alone (the dot drawn by CSS)", () => {
    render(<CountyList>{null}</CountyList>);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(
      counties.map((county) => countyTitle(county.name)),
    );
    for (const item of items) {
      expect(item.children).toHaveLength(0);
      expect(item).toHaveClass("before:rounded-full", "before:bg-brand-700");
    }
  });

  it("gives each promise its icon, title and text as the item's own three children", () => {
    render(<TrustPanel />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(contactCopy.trust.items.length);
    items.forEach((item, index) => {
      const { title, text } = contactCopy.trust.items[index]!;
      expect([...item.children].map((child) => child.tagName.toLowerCase())).toEqual([
        "svg",
        "h3",
        "p",
      ]);
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(title);
      expect(item).toHaveTextContent(text);
    });
  });
});
