import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { lazySchema } from "@/lib/forms/lazy-schema";
import { z } from "@/shared/wire/zod";
import { StepFieldset, StepNav } from "./step-form";
import { StepList } from "./step-list";
import { useSchemaForm } from "./use-schema-form";
import { useSteps } from "./use-steps";

const schema = z
  .object({
    name: z.string().check(z.minLength(2, "Name: at least 2 letters")),
    city: z.string().check(z.minLength(2, "City: at least 2 letters")),
    notes: z.string(),
  })
  // A rule across steps: only a send finds it, and it belongs to step 1's field.
  .check(
    z.refine((values) => values.notes !== "same as name" || values.name !== "Ada", {
      path: ["name"],
      message: "Name: not Ada with these notes",
    }),
  );
type Output = z.output<typeof schema>;
const check = lazySchema(() => Promise.resolve(schema));
const STEPS = [1, 2, 3] as const;
const FIELDS = { 1: ["name"], 2: ["city"], 3: ["notes"] } as const;
const TITLES = { 1: "Who", 2: "Where", 3: "Anything else" } as const;
const navCopy = { previous: "Back", next: "Next", submit: "Send", submitting: "Sending" };

/** A three-step form on the shell, one text field a step. */
function TestStepForm({ onSend }: { onSend: (data: Output) => void }) {
  const form = useSchemaForm(check, { name: "", city: "", notes: "" });
  const steps = useSteps({ steps: STEPS, fieldsOf: FIELDS, form });
  const send = () => void form.handleSubmit(onSend, steps.sendRefused)();
  return (
    <form onSubmit={(event) => steps.onSubmit(event, send, false)}>
      <StepList steps={STEPS} step={steps.step} name={(s) => TITLES[s]} completed="(done)" />
      <p data-testid="refusals">{steps.failedAttempts}</p>
      <StepFieldset
        prefix={`Step ${steps.step} of ${steps.total}: `}
        title={TITLES[steps.step]}
        headingRef={steps.headingRef}
      >
        {steps.fields.map((name) => (
          <label key={name}>
            {name} <input {...form.register(name)} />
            <span>{form.errors[name]?.message}</span>
          </label>
        ))}
      </StepFieldset>
      <StepNav steps={steps} sending={false} copy={navCopy} />
    </form>
  );
}

const heading = () => screen.getByRole("heading", { level: 3 });
const next = () => screen.getByRole("button", { name: "Next" });

describe("the step-form shell", () => {
  it("Next refuses a step with an invalid field: the error by it, focus on it, a refusal counted", async () => {
    const user = userEvent.setup();
    render(<TestStepForm onSend={vi.fn()} />);
    await user.type(screen.getByRole("textbox", { name: /name/ }), "A");
    await user.click(next());
    expect(await screen.findByText("Name: at least 2 letters")).toBeInTheDocument();
    expect(heading()).toHaveTextContent("Step 1 of 3: Who");
    expect(screen.getByRole("textbox", { name: /name/ })).toHaveFocus();
    expect(screen.getByTestId("refusals")).toHaveTextContent("1");
  });

  it("Next with a valid step shows the next one and focuses its heading; the progress marks it", async () => {
    const user = userEvent.setup();
    render(<TestStepForm onSend={vi.fn()} />);
    const current = () =>
      screen.getAllByRole("listitem").map((item) => item.getAttribute("aria-current"));
    expect(current()).toEqual(["step", null, null]);
    await user.type(screen.getByRole("textbox", { name: /name/ }), "Ada");
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent("Step 2 of 3: Where"));
    expect(heading()).toHaveFocus();
    expect(current()).toEqual([null, "step", null]);
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Who (done)");
    expect(screen.getByRole("button", { name: "Back" })).toBeEnabled();
  });

  it("Back keeps what was typed, and the first step's Back is disabled", async () => {
    const user = userEvent.setup();
    render(<TestStepForm onSend={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /name/ }), "Ada");
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent("Where"));
    await user.type(screen.getByRole("textbox", { name: /city/ }), "Reno");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(heading()).toHaveTextContent("Who"));
    expect(heading()).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /name/ })).toHaveValue("Ada");
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent("Where"));
    expect(screen.getByRole("textbox", { name: /city/ })).toHaveValue("Reno");
  });

  /** Renders the form and fills steps 1 and 2 with valid values, up to the last step. */
  async function toLastStep() {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<TestStepForm onSend={onSend} />);
    await user.type(screen.getByRole("textbox", { name: /name/ }), "Ada");
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent("Where"));
    await user.type(screen.getByRole("textbox", { name: /city/ }), "Reno");
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent("Anything else"));
    return { user, onSend };
  }

  it("the last step's button sends the checked values", async () => {
    const { user, onSend } = await toLastStep();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByRole("textbox", { name: /notes/ }), "Stairs");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ name: "Ada", city: "Reno", notes: "Stairs" });
  });

  it("a refused send goes back to the step of the first invalid field and focuses it", async () => {
    const { user, onSend } = await toLastStep();
    await user.type(screen.getByRole("textbox", { name: /notes/ }), "same as name");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(heading()).toHaveTextContent("Step 1 of 3: Who"));
    await waitFor(() => expect(screen.getByRole("textbox", { name: /name/ })).toHaveFocus());
    expect(screen.getByText("Name: not Ada with these notes")).toBeInTheDocument();
    expect(screen.getByTestId("refusals")).toHaveTextContent("1");
    expect(onSend).not.toHaveBeenCalled();
  });
});
