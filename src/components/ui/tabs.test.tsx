import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Example() {
  return (
    <Tabs defaultValue="nursing">
      <TabsList aria-label="Services">
        <TabsTrigger value="nursing">Nursing</TabsTrigger>
        <TabsTrigger value="therapy">Therapy</TabsTrigger>
        <TabsTrigger value="aide">Home health aide</TabsTrigger>
      </TabsList>
      <TabsContent value="nursing">Nurses visit you at home.</TabsContent>
      <TabsContent value="therapy">Therapists help you move safely.</TabsContent>
      <TabsContent value="aide">Aides help with bathing.</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("switches panels on click", async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Nurses visit you at home.");

    await user.click(screen.getByRole("tab", { name: "Therapy" }));

    expect(screen.getByRole("tab", { name: "Therapy" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Nursing" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Therapists help you move safely.");
  });

  it("moves between tabs with the arrow keys, wrapping around", async () => {
    const user = userEvent.setup();
    render(<Example />);

    await user.tab();
    expect(screen.getByRole("tab", { name: "Nursing" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Therapy" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Therapists help you move safely.");

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Nursing" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Nurses visit you at home.");

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Home health aide" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Aides help with bathing.");
  });

  it("marks the selected tab with more than colour (underline bar and bold)", () => {
    render(<Example />);
    const selected = screen.getByRole("tab", { name: "Nursing" });
    expect(selected).toHaveAttribute("data-state", "active");
    expect(selected.className).toContain("data-[state=active]:border-brand-700");
    expect(selected.className).toContain("data-[state=active]:font-bold");
  });
});
