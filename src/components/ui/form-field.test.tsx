import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describedByOf, FieldMessages, FormControl, FormField, fieldIds } from "./form-field";
import { Input } from "./input";
import { NativeSelect } from "./native-select";

function PhoneField({ error, hint = true }: { error?: string; hint?: boolean }) {
  return (
    <FormField
      name="phone"
      label="Phone number"
      hint={hint ? "We only call about your care." : undefined}
      error={error}
    >
      <FormControl>
        <Input type="tel" autoComplete="tel" />
      </FormControl>
    </FormField>
  );
}

describe("fieldIds", () => {
  it("builds matching ids, with a prefix to keep two forms apart", () => {
    expect(fieldIds("phone")).toEqual({
      inputId: "phone",
      hintId: "phone-hint",
      errorId: "phone-error",
    });
    expect(fieldIds("first name", "referral").inputId).toBe("referral-first-name");
  });
});

describe("FormField", () => {
  it("renders label, hint, error, then the control (GOV.UK order)", () => {
    const { container } = render(<PhoneField error="Enter a phone number, like 312 555 0100" />);
    const field = container.querySelector("[data-slot=field]");
    expect(field).toHaveAttribute("data-invalid", "true");
    expect(field).toHaveClass("border-l-4", "border-danger");
    expect([...(field?.children ?? [])].map((child) => child.tagName)).toEqual([
      "LABEL",
      "P",
      "P",
      "INPUT",
    ]);
  });

  it("renders the error, in words, with the id the control points at", () => {
    render(<PhoneField error="Enter a phone number, like 312 555 0100" />);
    const input = screen.getByRole("textbox", { name: "Phone number" });
    const error = document.getElementById("phone-error");

    expect(input).toHaveAttribute("id", "phone");
    expect(error).not.toBeNull();
    expect(error).toHaveTextContent("Error: Enter a phone number, like 312 555 0100");
    expect(error).not.toHaveAttribute("role");
    expect(input).toHaveAttribute("aria-describedby", "phone-hint phone-error");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      "We only call about your care. Error: Enter a phone number, like 312 555 0100",
    );
  });

  it("renders no error without a message, and describes the control by what exists", () => {
    const { container, unmount } = render(<PhoneField />);
    expect(document.getElementById("phone-error")).toBeNull();
    expect(container.querySelector("[data-slot=field]")).not.toHaveAttribute("data-invalid");
    const input = screen.getByRole("textbox", { name: "Phone number" });
    expect(input).toHaveAttribute("aria-describedby", "phone-hint");
    expect(input).not.toHaveAttribute("aria-invalid");
    unmount();

    render(<PhoneField hint={false} />);
    expect(document.getElementById("phone-hint")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Phone number" })).not.toHaveAttribute(
      "aria-describedby",
    );
  });

  it("passes aria-invalid and aria-describedby through NativeSelect to the native select", () => {
    render(
      <FormField name="county" label="County" error="Choose your county">
        <FormControl>
          <NativeSelect defaultValue="">
            <option value="" disabled>
              Choose a county
            </option>
            <option value="cook">Cook</option>
          </NativeSelect>
        </FormControl>
      </FormField>,
    );
    const select = screen.getByRole("combobox", { name: "County" });
    expect(select.tagName).toBe("SELECT");
    expect(select).toHaveAttribute("id", "county");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Error: Choose your county");
  });

  it("keeps the control's own props and ref", () => {
    let node: HTMLInputElement | null = null;
    render(
      <FormField name="email" idPrefix="contact" label="Email">
        <FormControl>
          <Input
            ref={(element) => {
              node = element;
            }}
            name="email"
            required
          />
        </FormControl>
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("id", "contact-email");
    expect(input).toHaveAttribute("name", "email");
    expect(input).toBeRequired();
    expect(node).toBe(input);
  });
});

describe("describedByOf and FieldMessages (shared by FormField and Fieldset)", () => {
  const ids = fieldIds("phone", "contact");

  it("names only the messages shown", () => {
    expect(describedByOf(ids, "10 digits", "Enter a phone number")).toBe(
      "contact-phone-hint contact-phone-error",
    );
    expect(describedByOf(ids, undefined, "Enter a phone number")).toBe("contact-phone-error");
    expect(describedByOf(ids, "10 digits", undefined)).toBe("contact-phone-hint");
    expect(describedByOf(ids, undefined, "")).toBeUndefined();
  });

  it("draws the hint, then the error after a hidden prefix, each with its id", () => {
    const { container } = render(
      <FieldMessages ids={ids} hint="10 digits" error="Enter a phone number" />,
    );
    const [hint, error] = [...container.querySelectorAll("p")];
    expect(hint).toHaveAttribute("id", "contact-phone-hint");
    expect(error).toHaveAttribute("id", "contact-phone-error");
    expect(error).toHaveTextContent("Error: Enter a phone number");
  });

  it("draws nothing without a hint or an error", () => {
    const { container } = render(<FieldMessages ids={ids} />);
    expect(container).toBeEmptyDOMElement();
  });
});
