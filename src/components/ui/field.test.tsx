import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describedBy, Field, FieldError, FieldHint, fieldIds } from "./field";
import { Input } from "./input";
import { Label } from "./label";
import { NativeSelect } from "./native-select";

function PhoneField({ error }: { error?: string }) {
  const ids = fieldIds("phone");
  return (
    <Field invalid={Boolean(error)}>
      <Label htmlFor={ids.inputId}>Phone number</Label>
      <FieldHint id={ids.hintId}>We only call about your care.</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <Input
        id={ids.inputId}
        type="tel"
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, error && ids.errorId)}
      />
    </Field>
  );
}

describe("fieldIds / describedBy", () => {
  it("builds matching ids and skips missing ones", () => {
    expect(fieldIds("phone")).toEqual({
      inputId: "phone",
      hintId: "phone-hint",
      errorId: "phone-error",
    });
    expect(fieldIds("first name", "referral").inputId).toBe("referral-first-name");
    expect(describedBy("a-hint", undefined, false, "", "a-error")).toBe("a-hint a-error");
    expect(describedBy(undefined, false)).toBeUndefined();
  });
});

describe("FieldError", () => {
  it("renders the message, in words, with the id the input points at", () => {
    render(<PhoneField error="Enter a phone number, like 312 555 0100" />);
    const input = screen.getByRole("textbox", { name: "Phone number" });
    const error = document.getElementById("phone-error");

    expect(error).not.toBeNull();
    expect(error).toHaveTextContent("Error: Enter a phone number, like 312 555 0100");
    expect(error).not.toHaveAttribute("role");
    expect(input).toHaveAttribute("aria-describedby", "phone-hint phone-error");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      "We only call about your care. Error: Enter a phone number, like 312 555 0100",
    );
  });

  it("renders nothing without a message", () => {
    const { container } = render(<FieldError id="phone-error" />);
    expect(container).toBeEmptyDOMElement();

    render(<PhoneField />);
    expect(document.getElementById("phone-error")).toBeNull();
    const input = screen.getByRole("textbox", { name: "Phone number" });
    expect(input).toHaveAttribute("aria-describedby", "phone-hint");
    expect(input).not.toHaveAttribute("aria-invalid");
  });
});

describe("NativeSelect", () => {
  it("passes aria-invalid and aria-describedby to the native select", () => {
    render(
      <>
        <Label htmlFor="county">County</Label>
        <NativeSelect id="county" aria-invalid aria-describedby="county-error" defaultValue="">
          <option value="" disabled>
            Choose a county
          </option>
          <option value="cook">Cook</option>
        </NativeSelect>
        <FieldError id="county-error">Choose your county</FieldError>
      </>,
    );
    const select = screen.getByRole("combobox", { name: "County" });
    expect(select.tagName).toBe("SELECT");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Error: Choose your county");
  });
});
