import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

describe("Button", () => {
  it("renders a native button with the primary variant by default", () => {
    render(<Button>Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveClass("bg-brand-700", "text-white", "min-h-12");
  });

  it("renders its child link with button styles when asChild is set", () => {
    render(
      <Button asChild variant="accent" size="lg" className="w-full">
        <a href="/get-care">Get Care Now</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Get Care Now" });
    expect(link).toHaveAttribute("href", "/get-care");
    expect(link).toHaveClass("bg-accent-700", "text-white", "min-h-14", "w-full");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("applies each variant's classes and lets later classes win", () => {
    expect(buttonVariants({ variant: "secondary" })).toContain("border-brand-700");
    expect(buttonVariants({ variant: "inverse" })).toContain("bg-canvas");
    expect(buttonVariants({ variant: "destructive" })).toContain("bg-danger");
    expect(buttonVariants({ size: "icon" })).toContain("size-11");

    render(
      <Button variant="link" size="sm">
        Read more
      </Button>,
    );
    const link = screen.getByRole("button", { name: "Read more" });
    expect(link).toHaveClass("underline", "px-0", "min-h-11");
    expect(link).not.toHaveClass("px-4");
  });
});
