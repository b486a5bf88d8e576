import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

describe("Button", () => {
  it("renders a native button with the primary variant by default", () => {
    render(<Button>Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveClass("btn", "btn-primary", "min-h-12");
  });

  it("renders its child link with button styles when asChild is set", () => {
    render(
      <Button asChild variant="accent" size="lg" className="w-full">
        <a href="/get-care">Get Care Now</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Get Care Now" });
    expect(link).toHaveAttribute("href", "/get-care");
    expect(link).toHaveClass("btn", "btn-accent", "min-h-14", "w-full");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("applies each variant's classes and lets later classes win", () => {
    expect(buttonVariants({ variant: "secondary" })).toContain("btn-secondary");
    expect(buttonVariants({ variant: "inverse" })).toContain("btn-inverse");
    expect(buttonVariants({ variant: "destructive" })).toContain("btn-destructive");
    expect(buttonVariants({ size: "icon" })).toContain("size-11");

    render(
      <Button variant="link" size="sm">
        Read more
      </Button>,
    );
    const link = screen.getByRole("button", { name: "Read more" });
    expect(link).toHaveClass("btn-link", "px-0", "min-h-11");
    expect(link).not.toHaveClass("px-4");
  });

  // The short classes stand for ~420 characters of utilities (issue 32); what callers' classes
  // meet stays a utility, so tailwind-merge resolves it as before.
  it("writes a short class string that keeps the utilities callers' classes meet", () => {
    expect(buttonVariants({ variant: "accent", size: "sm" })).toBe(
      "btn rounded-md leading-tight btn-accent min-h-11 px-4 py-2 text-sm",
    );
    // Under cn, a size's text-* drops leading-tight as it always did (line height of the size).
    render(<Button size="lg">Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button).not.toHaveClass("leading-tight");
    expect(button).toHaveClass("text-lg");
  });
});
