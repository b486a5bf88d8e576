import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SpecControl, type ControlSpec } from "./spec-control";

const registration = (name: string) => ({ name, ref: () => {}, onChange: () => {} });
const show = (spec: ControlSpec, maxLength?: number) =>
  render(
    <SpecControl
      {...registration("field")}
      spec={spec}
      maxLength={maxLength}
      id="f-field"
      aria-describedby="f-field-hint"
    />,
  );

const attributesOf = (element: Element) =>
  Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

describe("SpecControl", () => {
  it("draws a text field with its type, autocomplete, width and the field's id", () => {
    show({ kind: "input", type: "tel", autoComplete: "tel", width: "sm:max-w-xs", code: true }, 30);
    const input = screen.getByRole("textbox");
    expect(attributesOf(input)).toMatchObject({
      type: "tel",
      autocomplete: "tel",
      maxlength: "30",
      spellcheck: "false",
      autocapitalize: "none",
      id: "f-field",
      "aria-describedby": "f-field-hint",
      name: "field",
    });
    expect(input).toHaveClass("sm:max-w-xs");
  });

  it("leaves spell check alone on words, and draws a textarea with its rows", () => {
    show({ kind: "input", type: "text", autoComplete: "name", width: "sm:max-w-sm" });
    expect(screen.getByRole("textbox")).not.toHaveAttribute("spellcheck");
    cleanup();
    show({ kind: "textarea", rows: 4 }, 500);
    const area = screen.getByRole("textbox");
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveAttribute("rows", "4");
    expect(area).toHaveAttribute("maxlength", "500");
  });

  it("draws a select: the placeholder first, then the options", () => {
    show({
      kind: "select",
      placeholder: "Choose a plan",
      options: [{ value: "medicare", label: "Medicare" }],
    });
    const select = screen.getByRole("combobox");
    expect(select).toHaveAttribute("id", "f-field");
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Choose a plan",
      "Medicare",
    ]);
  });
});
