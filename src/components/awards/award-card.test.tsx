import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { awardFacts } from "@/content/awards";
import { factValue } from "@/shared/placeholder";
import { AwardCard } from "./award-card";

describe("award card", () => {
  it("lays a Sample mark over a sample award's picture, named for the launch check", () => {
    render(<AwardCard fact={awardFacts[0]!} />);
    const mark = screen.getByText("Sample");
    expect(mark).toHaveAttribute("data-sample-mark");
    expect(mark).toHaveAttribute("data-placeholder", "awards.patient-experience-2024");
    // Over the picture: both in the same positioned frame.
    expect(mark.parentElement).toHaveClass("relative");
    expect(mark.parentElement?.querySelector("img")).not.toBeNull();
  });

  it("shows no mark once the award is confirmed", () => {
    render(<AwardCard fact={factValue(awardFacts[0]!)} />);
    expect(screen.queryByText("Sample")).not.toBeInTheDocument();
    expect(document.querySelector("[data-sample-mark], [data-placeholder]")).toBeNull();
  });
});
