import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServicesBanner } from "./services-banner";

describe("ServicesBanner", () => {
  it("builds the breadcrumb from the path: links first, the last segment as plain text", () => {
    render(<ServicesBanner pathname="/services/skilled-nursing" />);
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(crumbs.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    expect(crumbs.queryByRole("link", { name: "Skilled Nursing" })).toBeNull();
    expect(crumbs.getByText("Skilled Nursing")).toHaveAttribute("aria-current", "page");
  });

  it("shows the headline and hides the tagline on small screens", () => {
    const { container } = render(<ServicesBanner pathname="/services/health-aide" />);
    expect(screen.getByText("Your Health, Our Expertise")).toBeInTheDocument();
    const tagline = container.querySelector("[data-banner-tagline]");
    expect(tagline).toHaveTextContent(/compassionate, expert care/i);
    expect(tagline).toHaveClass("hidden", "md:block");
    expect(screen.getByText("Health Aide")).toBeInTheDocument();
  });
});
