import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar";

describe("ProgressBar", () => {
  it("is a progressbar from 0 to 100 with its value, words and the fill's width class", () => {
    render(
      <ProgressBar label="Form progress" percent={50} valueText="Step 2 of 4" fillWidth="w-1/2" />,
    );
    const bar = screen.getByRole("progressbar", { name: "Form progress" });
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(bar).toHaveAttribute("aria-valuetext", "Step 2 of 4");
    const fill = bar.firstElementChild!;
    expect(fill).toHaveClass("w-1/2");
    expect(fill).not.toHaveAttribute("style");
  });
});
