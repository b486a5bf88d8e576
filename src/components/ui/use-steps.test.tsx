import { act, render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { useSteps } from "./use-steps";

const form = { trigger: async () => true, setFocus: () => {} };
const fieldsOf = { 1: ["name"], 2: ["phone"] } as const;

/**
 * `again` restarts at step 1 with focus on its field, from the layout effect of the render it
 * causes: that render's own effects are still to run when the restart asks for focus.
 */
function Harness({ again = false, focus }: { again?: boolean; focus: () => void }) {
  const { step, headingRef, goTo, restart } = useSteps({ steps: [1, 2], fieldsOf, form });
  useLayoutEffect(() => {
    if (again) restart(focus);
    // Once, when `again` turns true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [again]);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Step {step}
      </h2>
      {step === 1 ? <input aria-label="Name" /> : null}
      <button onClick={() => goTo(2)}>Next</button>
    </>
  );
}

describe("useSteps", () => {
  it("moves focus to the new step's heading once it is on screen", () => {
    render(<Harness focus={() => {}} />);
    act(() => screen.getByRole("button", { name: "Next" }).click());
    expect(screen.getByRole("heading", { name: "Step 2" })).toHaveFocus();
  });

  it("runs a restart's focus on the first step, not in the effects of the render before it", () => {
    const focusName = vi.fn(() => screen.queryByRole("textbox", { name: "Name" })?.focus());
    const { rerender } = render(<Harness focus={focusName} />);
    act(() => screen.getByRole("button", { name: "Next" }).click());
    rerender(<Harness again focus={focusName} />);
    expect(screen.getByRole("heading", { name: "Step 1" })).toBeVisible();
    expect(focusName).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
  });
});
