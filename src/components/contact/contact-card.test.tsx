import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactCard } from "./contact-card";

describe("ContactCard", () => {
  it("is a region on a card, named by its h2, with the caller's classes", () => {
    render(
      <ContactCard id="c-title" title="Counties" className="flex" headingClassName="text-3xl">
        <p>Cook</p>
      </ContactCard>,
    );
    const region = screen.getByRole("region", { name: "Counties" });
    expect(region).toHaveAttribute("data-slot", "card");
    expect(region).toHaveClass("flex", "rounded-xl");
    expect(screen.getByRole("heading", { level: 2 })).toHaveClass("text-3xl");
    expect(region).toHaveTextContent("Cook");
  });

  it("sizes the heading for a side card by default", () => {
    render(
      <ContactCard id="d-title" title="Details">
        <p>Hours</p>
      </ContactCard>,
    );
    expect(screen.getByRole("heading", { name: "Details" })).toHaveClass("text-2xl", "sm:text-3xl");
  });
});
