import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

function Faq({ type }: { type: "multiple" | "single" }) {
  const items = (
    <>
      <AccordionItem value="cost">
        <AccordionTrigger>Does Medicare pay for home health?</AccordionTrigger>
        <AccordionContent>Yes, if you qualify.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="start">
        <AccordionTrigger>How fast can care start?</AccordionTrigger>
        <AccordionContent>Often within 48 hours.</AccordionContent>
      </AccordionItem>
    </>
  );
  return type === "multiple" ? (
    <Accordion type="multiple">{items}</Accordion>
  ) : (
    <Accordion type="single" collapsible>
      {items}
    </Accordion>
  );
}

describe("Accordion", () => {
  it('keeps two items open at once with type="multiple"', async () => {
    const user = userEvent.setup();
    render(<Faq type="multiple" />);
    const cost = screen.getByRole("button", { name: "Does Medicare pay for home health?" });
    const start = screen.getByRole("button", { name: "How fast can care start?" });
    expect(cost).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Yes, if you qualify.")).not.toBeInTheDocument();

    await user.click(cost);
    await user.click(start);

    expect(cost).toHaveAttribute("aria-expanded", "true");
    expect(start).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Yes, if you qualify.")).toBeVisible();
    expect(screen.getByText("Often within 48 hours.")).toBeVisible();

    await user.click(cost);
    expect(cost).toHaveAttribute("aria-expanded", "false");
    expect(start).toHaveAttribute("aria-expanded", "true");
  });

  it('closes the other item with type="single" (control case)', async () => {
    const user = userEvent.setup();
    render(<Faq type="single" />);
    const cost = screen.getByRole("button", { name: "Does Medicare pay for home health?" });
    const start = screen.getByRole("button", { name: "How fast can care start?" });

    await user.click(cost);
    await user.click(start);

    expect(cost).toHaveAttribute("aria-expanded", "false");
    expect(start).toHaveAttribute("aria-expanded", "true");
  });

  it("puts each trigger inside a heading of the chosen level", () => {
    render(
      <Accordion type="multiple">
        <AccordionItem value="a">
          <AccordionTrigger headingLevel={2}>Question</AccordionTrigger>
          <AccordionContent>Answer</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Question" });
    expect(heading).toContainElement(screen.getByRole("button", { name: "Question" }));
  });
});
