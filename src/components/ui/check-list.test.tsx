import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CheckList } from "./check-list";

describe("CheckList", () => {
  it("reads as a list of its points; the check marks are hidden from assistive technology", () => {
    render(
      <CheckList items={["Skilled nurses", "Your own doctor"]} iconClassName="text-brand-700" />,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Skilled nurses", "Your own doctor"]);
    for (const item of items) {
      expect(item.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
      expect(item.querySelector("svg")).toHaveClass("text-brand-700");
    }
  });
});
