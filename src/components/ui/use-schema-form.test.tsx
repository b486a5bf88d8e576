import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazySchema, type LazySchema } from "@/lib/forms/lazy-schema";
import { z } from "@/shared/wire/zod";
import { useSchemaForm } from "./use-schema-form";

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, "Name: at least 2 letters")),
  code: z.string().check(z.regex(/^\d+$/, "Code: digits only")),
});
type Output = z.output<typeof schema>;

const defaults = { name: "", code: "1" };

type TestFormProps = {
  onValid?: (data: Output) => unknown;
  check?: LazySchema<Output>;
};

function TestForm({
  onValid = () => {},
  check = lazySchema(() => Promise.resolve(schema)),
}: TestFormProps) {
  const form = useSchemaForm(check, defaults);
  const { register, handleSubmit, trigger, reset, markClean, errors, isSubmitting } = form;
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event).catch(() => {})}>
      <label>
        Name <input {...register("name")} />
      </label>
      <label>
        Code <input {...register("code")} />
      </label>
      <p data-testid="errors">
        {Object.values(errors)
          .map((error) => error?.message)
          .join(" | ")}
      </p>
      <p data-testid="state">{`${isSubmitting ? "submitting" : "idle"} ${form.submitCount}`}</p>
      <p data-testid="dirty">{form.isDirty ? "dirty" : "clean"}</p>
      <button type="button" onClick={markClean}>
        Mark clean
      </button>
      <button type="button" onClick={() => void trigger(["code"], { shouldFocus: true })}>
        Check code
      </button>
      <button type="button" onClick={() => reset(defaults)}>
        Reset
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const errorsText = () => screen.getByTestId("errors").textContent;
const field = (name: string) => screen.getByRole("textbox", { name });

describe("useSchemaForm", () => {
  it("fills and names the fields from the default values", () => {
    render(<TestForm />);
    expect(field("Name")).toHaveValue("");
    expect(field("Code")).toHaveValue("1");
    expect(field("Code")).toHaveAttribute("name", "code");
  });

  it("on submit shows the errors, focuses the first invalid field, then re-checks fields as they change", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await user.clear(field("Code"));
    await user.type(field("Code"), "x");
    expect(errorsText()).toBe("");

    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(errorsText()).toBe("Name: at least 2 letters | Code: digits only"));
    expect(field("Name")).toHaveFocus();
    expect(screen.getByTestId("state")).toHaveTextContent("idle 1");
    expect(onValid).not.toHaveBeenCalled();

    await user.type(field("Name"), "Rosa");
    await waitFor(() => expect(errorsText()).toBe("Code: digits only"));
  });

  it("does not re-check a field as it changes before the first submit", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole("button", { name: "Check code" }));
    await user.clear(field("Code"));
    await user.type(field("Code"), "x");
    await user.click(screen.getByRole("button", { name: "Check code" }));
    await waitFor(() => expect(errorsText()).toBe("Code: digits only"));
    await user.clear(field("Code"));
    await user.type(field("Code"), "7");
    await act(() => Promise.resolve());
    expect(errorsText()).toBe("Code: digits only");
  });

  it("trigger checks the named fields only and focuses the first invalid one", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.clear(field("Code"));
    await user.type(field("Code"), "x");
    await user.click(screen.getByRole("button", { name: "Check code" }));
    await waitFor(() => expect(errorsText()).toBe("Code: digits only"));
    expect(field("Code")).toHaveFocus();
  });

  it("is submitting while onValid runs, passes the parsed values and counts the submit", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm onValid={onValid} />);
    await user.type(field("Name"), "  Rosa ");
    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Rosa", code: "1" }));
    expect(screen.getByTestId("state")).toHaveTextContent("submitting 0");
    await act(async () => finish());
    expect(screen.getByTestId("state")).toHaveTextContent("idle 1");
  });

  it("reset restores the values, clears the errors and the submitted state", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(field("Name"), "R");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(errorsText()).toBe("Name: at least 2 letters"));

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(field("Name")).toHaveValue("");
    expect(errorsText()).toBe("");
    expect(screen.getByTestId("state")).toHaveTextContent("idle 0");
    await user.type(field("Name"), "R");
    await act(() => Promise.resolve());
    expect(errorsText()).toBe("");
  });

  it("ignores a re-check that the visitor has typed past", async () => {
    const user = userEvent.setup();
    const real = lazySchema(() => Promise.resolve(schema));
    const pending: (() => void)[] = [];
    const slow: LazySchema<Output> = {
      preload: () => {},
      validate: (values) =>
        new Promise<Awaited<ReturnType<LazySchema<Output>["validate"]>>>((resolve) => {
          pending.push(() => void real.validate(values).then(resolve));
        }),
    };
    render(<TestForm check={slow} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await act(async () => pending.shift()?.());
    await waitFor(() => expect(errorsText()).toBe("Name: at least 2 letters"));

    await user.type(field("Name"), "Ro"); // "R" (still invalid), then "Ro" (valid)
    expect(pending).toHaveLength(2);
    await act(async () => pending.pop()?.()); // the check of "Ro" answers first
    await waitFor(() => expect(errorsText()).toBe(""));
    await act(async () => pending.pop()?.()); // the late answer for "R" is dropped
    expect(errorsText()).toBe("");
  });

  it("is dirty while a value differs from the start or from the last markClean", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const dirty = () => screen.getByTestId("dirty").textContent;
    expect(dirty()).toBe("clean");
    await user.type(field("Name"), "R");
    expect(dirty()).toBe("dirty");
    await user.clear(field("Name"));
    expect(dirty()).toBe("clean"); // back to the starting value
    await user.type(field("Code"), "2");
    expect(dirty()).toBe("dirty");
    await user.click(screen.getByRole("button", { name: "Mark clean" }));
    expect(dirty()).toBe("clean");
    await user.type(field("Code"), "3");
    expect(dirty()).toBe("dirty");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(dirty()).toBe("clean");
  });

  it("keeps what was typed into the prerendered field before the island hydrated", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<TestForm onValid={onValid} />);
    const early = container.querySelector<HTMLInputElement>('input[name="name"]');
    if (early) early.value = "Rosa typed early";
    render(<TestForm onValid={onValid} />, { container, hydrate: true });

    expect(field("Name")).toBe(early);
    expect(field("Name")).toHaveValue("Rosa typed early");
    expect(field("Code")).toHaveValue("1"); // untouched: the starting value
    expect(screen.getByTestId("dirty")).toHaveTextContent("dirty");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: "Rosa typed early", code: "1" }),
    );
  });
});
