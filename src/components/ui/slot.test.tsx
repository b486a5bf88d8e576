import { createRef } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "./slot";

describe("Slot", () => {
  it("renders its child with the slot's props; the child's own props win", () => {
    render(
      <Slot
        id="from-slot"
        title="slot"
        aria-invalid
        className="a"
        style={{ color: "red", margin: 1 }}
      >
        <input aria-label="Field" title="child" className="b" style={{ margin: 2 }} />
      </Slot>,
    );
    const input = screen.getByRole("textbox", { name: "Field" });
    expect(input).toHaveAttribute("id", "from-slot");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("title", "child");
    expect(input).toHaveClass("a", "b");
    expect(input.style.color).toBe("red");
    expect(input.style.margin).toBe("2px");
  });

  it("runs both click handlers, the child's first, and gives both refs the element", () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef} onClick={() => calls.push("slot")}>
        <button type="button" ref={childRef} onClick={() => calls.push("child")}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(calls).toEqual(["child", "slot"]);
    expect(slotRef.current).toBe(screen.getByRole("button"));
    expect(childRef).toHaveBeenCalledWith(screen.getByRole("button"));
  });
});
