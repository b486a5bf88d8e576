import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { placeholder } from "@/shared/placeholder";
import { StatList } from "./stat-list";

describe("StatList", () => {
  it("shows a placeholder's value, marked for the launch check; a confirmed one unmarked", () => {
    render(
      <StatList
        stats={[
          { value: placeholder("figures.patients-served", "500+", "note"), label: "Patients" },
          { value: "12", label: "Counties" },
        ]}
      />,
    );
    expect(screen.getByText("500+")).toHaveAttribute("data-placeholder", "figures.patients-served");
    expect(screen.getByText("12")).not.toHaveAttribute("data-placeholder");
  });
});
