import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LabelledControl } from "./labelled-control";

describe("LabelledControl", () => {
  it("names its control by the label above it, in one column with the given classes", () => {
    render(
      <LabelledControl id="q" label="Search articles" className="max-w-md">
        <input id="q" type="search" />
      </LabelledControl>,
    );
    const box = screen.getByRole("searchbox", { name: "Search articles" });
    const column = box.parentElement!;
    expect(column).toHaveClass("flex", "flex-col", "gap-2", "max-w-md");
    expect(column.firstElementChild).toHaveTextContent("Search articles");
    expect(column.lastElementChild).toBe(box);
  });
});
