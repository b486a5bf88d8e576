import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog, DialogContent, DialogTrigger } from "./dialog";

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Check my coverage</Button>
      </DialogTrigger>
      <DialogContent title="Your coverage" description="Medicare Part A covers home health.">
        <p>Call us to start.</p>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens as a labelled modal dialog", async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Check my coverage" }));

    const dialog = screen.getByRole("dialog", { name: "Your coverage" });
    expect(dialog).toHaveAccessibleDescription("Medicare Part A covers home health.");
    // The header (title, description) comes first, then the dialog's own content.
    expect(screen.getByRole("heading", { name: "Your coverage" })).toBeInTheDocument();
    expect(dialog.querySelector('[data-slot="dialog-header"] + p')).toHaveTextContent(
      "Call us to start.",
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Check my coverage" });

    await user.click(trigger);
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with the visible "Close" button and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Check my coverage" });

    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Close" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
