import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { lazySchema } from "@/lib/forms/lazy-schema";
import { z } from "@/shared/wire/zod";
import { ErrorSummary, errorSummaryItems } from "./error-summary";
import { Choice, Fieldset } from "./fieldset";
import { useSchemaForm } from "./use-schema-form";

type Values = { careType: string; nursing: string; therapy: string; services: string };
const schema = lazySchema<Omit<Values, "services">, unknown>(async () =>
  z
    .object({
      careType: z.enum(["start", "resumption"], { error: "Choose start or resumption" }),
      nursing: z.string(),
      therapy: z.string(),
    })
    .check(
      z.refine((values) => values.nursing !== "" || values.therapy !== "", {
        message: "Choose at least one service",
        path: ["services"],
      }),
    ),
);
const empty: Values = { careType: "", nursing: "", therapy: "", services: "" };
let sent: unknown = null;
beforeEach(() => {
  sent = null;
});

function GroupForm() {
  const form = useSchemaForm(schema, empty);
  const { register, errors, handleSubmit, registerGroup } = form;
  return (
    <>
      <ErrorSummary errors={errorSummaryItems(["careType", "services"], errors, "t")} />
      <form
        onSubmit={(event) =>
          void handleSubmit((data) => {
            sent = data;
          })(event)
        }
      >
        <Fieldset
          name="careType"
          idPrefix="t"
          legend="Start or resumption?"
          error={errors.careType?.message}
        >
          <Choice type="radio" id="t-start" value="start" label="Start" {...register("careType")} />
          <Choice
            type="radio"
            id="t-resume"
            value="resumption"
            label="Resumption"
            {...register("careType")}
          />
        </Fieldset>
        <Fieldset
          name="services"
          idPrefix="t"
          legend="Services"
          hint="Every one ordered"
          error={errors.services?.message}
          legendRef={registerGroup("services")}
        >
          <Choice type="checkbox" id="t-nursing" label="Nursing" {...register("nursing")} />
          <Choice type="checkbox" id="t-therapy" label="Therapy" {...register("therapy")} />
        </Fieldset>
        <button type="submit">Send</button>
        <button type="button" onClick={() => form.reset(empty)}>
          Clear
        </button>
      </form>
    </>
  );
}

describe("Fieldset", () => {
  it("names the group by its legend and describes it by its hint and error", async () => {
    render(<GroupForm />);
    await userEvent.click(screen.getByRole("radio", { name: "Start" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const group = screen.getByRole("group", { name: "Services" });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(/Every one ordered.*Choose at least one service/),
    );
  });

  it("moves focus to the legend for a group error, on submit and from the error summary", async () => {
    render(<GroupForm />);
    await userEvent.click(screen.getByRole("radio", { name: "Resumption" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const legend = await screen.findByText("Services", { selector: "legend" });
    await waitFor(() => expect(legend).toHaveFocus());
    act(() => screen.getByRole("button", { name: "Send" }).focus());
    await userEvent.click(screen.getByRole("link", { name: "Choose at least one service" }));
    expect(legend).toHaveFocus();
    expect(sent).toBeNull();
  });

  it("keeps a radio group's choice and sends it; reset clears every button", async () => {
    render(<GroupForm />);
    await userEvent.click(screen.getByRole("radio", { name: "Start" }));
    await userEvent.click(screen.getByRole("radio", { name: "Resumption" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Therapy" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(sent).toEqual({ careType: "resumption", nursing: "", therapy: "on" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByRole("radio", { name: "Resumption" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Therapy" })).not.toBeChecked();
  });

  it("focuses the first radio button when no choice was made", async () => {
    render(<GroupForm />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Nursing" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: "Start" })).toHaveFocus());
  });
});
