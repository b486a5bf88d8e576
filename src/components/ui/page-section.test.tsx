import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageSection } from "./page-section";

describe("PageSection", () => {
  it("is a region named by its h2, in the page container, with the muted line and its content", () => {
    render(
      <PageSection
        id="rules-title"
        title="The rules"
        description="Read these first."
        className="bg-surface"
      >
        <p>Content</p>
      </PageSection>,
    );
    const region = screen.getByRole("region", { name: "The rules" });
    expect(region).toHaveClass("bg-surface");
    const heading = screen.getByRole("heading", { level: 2, name: "The rules" });
    expect(heading).toHaveAttribute("id", "rules-title");
    expect(heading.parentElement).toHaveClass("container-page");
    expect(heading.nextElementSibling).toHaveTextContent("Read these first.");
    expect(region).toHaveTextContent("Content");
  });

  it("draws no empty line without a description, and takes the heading's and container's classes", () => {
    render(
      <PageSection id="b" title="Badges" headingClassName="text-center" containerClassName="flex">
        <ul />
      </PageSection>,
    );
    const heading = screen.getByRole("heading", { name: "Badges" });
    expect(heading).toHaveClass("text-center");
    expect(heading.parentElement).toHaveClass("container-page", "flex");
    expect(heading.nextElementSibling?.tagName).toBe("UL");
  });
});
