import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Label } from "./label";

describe("Label", () => {
  it("keeps a double click from selecting its text, but not a single press or a press on a control", () => {
    render(
      <Label htmlFor="name">
        Name <input id="name" />
      </Label>,
    );
    const label = screen.getByText("Name", { exact: false });
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(screen.getByRole("textbox"), { detail: 2 })).toBe(true);
  });
});
