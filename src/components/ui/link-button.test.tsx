import { render, screen } from "@testing-library/react";
import { ArrowDown } from "lucide-react";
import { describe, expect, it } from "vitest";
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
    expect(link.querySelector("svg")).toHaveClass("lucide-arrow-right");
  });

  it("takes another arrow for a jump down the page", () => {
    render(<LinkButton link={{ href: "#apply", label: "How to apply" }} icon={ArrowDown} />);
    expect(screen.getByRole("link", { name: "How to apply" }).querySelector("svg")).toHaveClass(
      "lucide-arrow-down",
    );
  });
});
