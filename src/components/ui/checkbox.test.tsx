import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

function Example({
  onCheckedChange,
}: {
  onCheckedChange?: (checked: boolean | "indeterminate") => void;
}) {
  return (
    <div>
      <Checkbox id="consent" onCheckedChange={onCheckedChange} />
      <Label htmlFor="consent">You may call me about care</Label>
    </div>
  );
}

describe("Checkbox", () => {
  it("toggles with the Space key and reports the new state", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Example onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole("checkbox", { name: "You may call me about care" });
    expect(box).not.toBeChecked();

    await user.tab();
    expect(box).toHaveFocus();

    await user.keyboard(" ");
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(" ");
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it("does not toggle on Enter, like a native checkbox", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const box = screen.getByRole("checkbox");
    box.focus();
    await user.keyboard("{Enter}");
    expect(box).not.toBeChecked();
  });

  it("toggles when its label is clicked", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByText("You may call me about care"));
    expect(screen.getByRole("checkbox")).toBeChecked();
  });
});
