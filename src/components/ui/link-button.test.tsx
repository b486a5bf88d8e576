import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { drawnIcon } from "../../../test/icons";
import { LinkButton } from "./link-button";

describe("LinkButton", () => {
  it("is a link named by its words, styled as a button, its arrow hidden", () => {
    render(
      <LinkButton
        link={{ href: "/contact", label: "Contact Us" }}
        variant="accent"
        className="mt-8"
      />,
    );
    const link = screen.getByRole("link", { name: "Contact Us" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass("mt-8");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(drawnIcon(link.querySelector("svg"))).toBe("arrow-right");
  });

  it("takes another arrow for a jump down the page", () => {
    render(<LinkButton link={{ href: "#apply", label: "How to apply" }} icon="arrow-down" />);
    expect(drawnIcon(screen.getByRole("link", { name: "How to apply" }))).toBe("arrow-down");
  });
});
