import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
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

  it("wires each tab to its panel and keeps one tab stop, then the panel", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const tab = screen.getByRole("tab", { name: "Nursing" });
    const panel = screen.getByRole("tabpanel");
    expect(tab).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveAccessibleName("Nursing");
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "horizontal");
    expect(screen.getByRole("tab", { name: "Therapy" })).toHaveAttribute("tabindex", "-1");

    await user.tab();
    await user.tab();
    expect(panel).toHaveFocus();
  });

  it("goes to the first and last tab with Home and End", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Home health aide" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Aides help with bathing.");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Nursing" })).toHaveAttribute("aria-selected", "true");
  });

  it("controlled: reports a new tab only, and shows the value it is given", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState("a");
      return (
        <Tabs
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        >
          <TabsList aria-label="Letters">
            <TabsTrigger value="a">A</TabsTrigger>
            <TabsTrigger value="b">B</TabsTrigger>
          </TabsList>
          <TabsContent value="a">Panel A</TabsContent>
          <TabsContent value="b">Panel B</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole("tab", { name: "A" }));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("tab", { name: "B" }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("b");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel B");
  });

  it("hides an inactive panel and its content, unless forceMount keeps the content", () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Letters">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
          <TabsTrigger value="c">C</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
        <TabsContent value="c" forceMount>
          Panel C
        </TabsContent>
      </Tabs>,
    );
    const [, b, c] = screen.getAllByRole("tabpanel", { hidden: true });
    expect(b).not.toBeVisible();
    expect(b).toBeEmptyDOMElement();
    expect(c).toHaveTextContent("Panel C");
    expect(c).toHaveAttribute("data-state", "inactive");
    expect(c).not.toHaveAttribute("hidden");
  });
});
